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

// Decision 071: a product picture below the first screen waits to be scrolled to before its rows
// come in and its cues move; the ones in the first screen play at load.
test("product pictures play their animations when they come into view", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  // The hero's window, the hero's cards, then one picture for each of the four sections below.
  const pictures = page.locator(".plays-when-seen");
  await expect(pictures).toHaveCount(6);
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

  // The window's live cues end after a few seconds and leave no animation behind; the cards' rows
  // keep their last frame, so they report running or finished however long the page took.
  expect(await playStates(0)).not.toContain("paused");
  const heroCards = await playStates(1);
  expect(heroCards.length).toBeGreaterThan(0);
  expect(heroCards).not.toContain("paused");
  for (const below of [2, 3, 4, 5]) {
    expect(await playStates(below)).toEqual(["paused"]);
  }

  await pictures.nth(5).scrollIntoViewIfNeeded();
  await expect.poll(() => playStates(5)).not.toContain("paused");
  expect(await playStates(2)).toEqual(["paused"]);
});

test("on a phone the hero's cards, below the first screen, rise when reached", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/");
  const heroCards = page.locator(".plays-when-seen").nth(1);
  const playStates = () =>
    heroCards.evaluate((cards) => [
      ...new Set(
        cards.getAnimations({ subtree: true }).map((row) => row.playState),
      ),
    ]);

  expect(await playStates()).toEqual(["paused"]);
  await heroCards.scrollIntoViewIfNeeded();
  await expect.poll(playStates).toEqual(["finished"]);
});
