import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

// Decision 040: the page's modules are fetched once its content has painted, all together, and
// the page then hydrates as before.

type PreloadLog = { preloadsAddedPerTask: number[] };

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

test("the preloads go into the head a few per task, never all in one long task", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const log = window as unknown as PreloadLog;
    log.preloadsAddedPerTask = [];
    // A mutation observer's callback runs once at the end of each task that changed the DOM.
    new MutationObserver((records) => {
      // The bootstrap's preloads all go in before hydration; later ones are the lazy chunks'.
      if (document.documentElement.dataset.hydrated) return;
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter(
          (node) =>
            node instanceof HTMLLinkElement && node.rel === "modulepreload",
        ).length;
      if (added > 0) log.preloadsAddedPerTask.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await gotoAndSettle(page, "/");
  const bootstrapModules = JSON.parse(
    /var modules = (\[[^\]]+\]);/.exec(await response!.text())?.[1] ?? "[]",
  ) as string[];
  const perTask = await page.evaluate(
    () => (window as unknown as PreloadLog).preloadsAddedPerTask,
  );
  expect(bootstrapModules.length).toBeGreaterThan(8);
  expect(perTask.reduce((sum, count) => sum + count, 0)).toBe(
    bootstrapModules.length,
  );
  expect(perTask.length).toBeGreaterThan(1);
  expect(Math.max(...perTask)).toBeLessThanOrEqual(4);
});
