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
