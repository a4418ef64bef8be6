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

/**
 * Routes are discovered lazily: a link visible before its route arrives from `/__manifest` waits
 * for it, rather than being skipped with Remix's "Tried to prefetch … but no routes matched."
 * The manifest's answer is held back here, as on a slow network, while the reader scrolls.
 */
test("links scrolled into view before their routes are discovered preload once they are, with no warning", async ({
  page,
}) => {
  const consoleMessages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") {
      consoleMessages.push(message.text());
    }
  });
  const dataPrefetches = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) dataPrefetches.add(url.pathname);
  });
  let releaseManifest!: () => void;
  const manifestReleased = new Promise<void>((resolve) => {
    releaseManifest = resolve;
  });
  await page.route(/\/__manifest\?/, async (route) => {
    await manifestReleased;
    await route.continue();
  });

  await gotoAndSettle(page, "/blog");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  // The queue starts a preload in each idle moment: let several pass with the routes unknown.
  await page.evaluate(async () => {
    for (let moment = 0; moment < 5; moment += 1) {
      await new Promise((resolve) => requestIdleCallback(resolve));
    }
  });
  releaseManifest();

  await expect
    .poll(() => dataPrefetches.has("/pricing.data"), { timeout: 15_000 })
    .toBe(true);
  expect(consoleMessages).toEqual([]);
});
