import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

// docs/design.md: motion is CSS only and off under prefers-reduced-motion.
test("the hero's motion stops when the visitor asks for reduced motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoAndSettle(page, "/");
  const connector = page.locator("figure line").first();
  await expect(connector).toHaveCSS("animation-name", "none");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect(connector).toHaveCSS("animation-name", "hero-flow");
});

// docs/performance.md, "Pictures that play when seen": a product picture below the first screen
// waits to be scrolled to before its rows come in and its cues move; the one in the first screen
// plays at load.
test("product pictures play their animations when they come into view", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  const pictures = page.locator(".app-window");
  await expect(pictures).toHaveCount(5);
  const playStates = (index: number) =>
    pictures
      .nth(index)
      .evaluate((picture) => [
        ...new Set(
          picture
            .getAnimations({ subtree: true })
            .map((animation) => animation.playState),
        ),
      ]);

  const firstScreen = await playStates(0);
  expect(firstScreen.length).toBeGreaterThan(0);
  expect(firstScreen).not.toContain("paused");
  for (const below of [1, 2, 3, 4]) {
    expect(await playStates(below)).toEqual(["paused"]);
  }

  await pictures.nth(4).scrollIntoViewIfNeeded();
  await expect.poll(() => playStates(4)).not.toContain("paused");
  expect(await playStates(1)).toEqual(["paused"]);
});
