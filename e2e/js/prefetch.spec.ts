import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

/** behaviour §2: links are prefetched when visible; about 5 route preloads run at once. */
test("visible links preload their pages, at most 5 at a time", async ({
  page,
}) => {
  const dataPrefetches = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) dataPrefetches.add(url.pathname);
  });
  await page.addInitScript(() => {
    const peak = { now: 0, max: 0 };
    (window as { preloadPeak?: typeof peak }).preloadPeak = peak;
    new MutationObserver(() => {
      peak.now = document.querySelectorAll("[data-preloading]").length;
      peak.max = Math.max(peak.max, peak.now);
    }).observe(document, { subtree: true, childList: true });
  });
  await gotoAndSettle(page, "/");
  // The footer: two dozen links at once.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect
    .poll(() => dataPrefetches.size, { timeout: 15_000 })
    .toBeGreaterThan(5);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as { preloadPeak?: { now: number } }).preloadPeak!.now,
      ),
    )
    .toBe(0);
  const peak = await page.evaluate(
    () => (window as { preloadPeak?: { max: number } }).preloadPeak!.max,
  );
  expect(peak).toBeGreaterThan(0);
  expect(peak).toBeLessThanOrEqual(5);
});
