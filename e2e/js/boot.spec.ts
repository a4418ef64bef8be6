import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

// Decision 040: the page's modules are fetched once its content has painted, all at once, and
// the page then hydrates as before.

for (const path of ["/", "/blog"]) {
  test(`${path} requests its scripts after its first contentful paint, each module once`, async ({
    page,
  }) => {
    const response = await gotoAndSettle(page, path);
    // The document itself names no module to preload: the bootstrap adds them.
    expect(await response!.text()).not.toMatch(/<link[^>]+rel="modulepreload"/);

    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName(
        "first-contentful-paint",
      )[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(
        timing.firstContentfulPaint!,
      );
    }
    const names = timing.scripts.map((script) => script.name);
    expect(names).toEqual([...new Set(names)]);

    // Preloaded together: every module the page needs is in the head before the first import
    // resolves, so no chunk waits for the one that imports it.
    const preloaded = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
    expect(preloaded.length).toBeGreaterThan(3);
    expect(
      preloaded.some((href) => /\/entry\.client-[\w-]+\.js$/.test(href)),
    ).toBe(true);
  });
}
