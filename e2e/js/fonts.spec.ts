import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle, navigateToPricingInApp } from "../support";

// Issue 15: self-hosted WOFF2, at most 2 preloaded (none is: docs/decisions/033); and the
// fallback shown until Inter arrives takes Inter's room (app.css, "Inter Fallback"), so the swap
// doesn't move the page.

/** Where the hero's heading and lead paragraph sit, in CSS pixels. */
async function heroLayout(page: Page) {
  const hero = page.getByRole("main").locator("section").first();
  const boxes = [];
  for (const element of [
    hero.getByRole("heading", { level: 1 }),
    hero.locator("h1 ~ p").first(),
  ]) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    boxes.push({ top: box!.y, height: box!.height });
  }
  return boxes;
}

test("fonts are WOFF2 files of our own, at most two of them preloaded", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const origin = new URL(page.url()).origin;
  // The stylesheet is inlined in the head (decision 037).
  const css = (await page.locator("head style#site-css").textContent()) ?? "";
  const sources = [...css.matchAll(/@font-face\{[^}]*\}/g)].flatMap(([face]) =>
    [...face.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url!),
  );
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    const url = new URL(source.replace(/["']/g, ""), page.url());
    expect(url.origin).toBe(origin);
    expect(url.pathname).toMatch(/\.woff2$/);
  }
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
  expect(preloads.length).toBeLessThanOrEqual(2);
  for (const href of preloads) expect(css).toContain(new URL(href).pathname);
  // The page's text is set in Inter once it has arrived.
  expect(
    await page.evaluate(() => document.fonts.check("16px 'Inter Variable'")),
  ).toBe(true);
});

test("a page fetches only the cut-down Inter, and a letter outside it still finds the full face", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontFiles.push(request.url());
  });
  await gotoAndSettle(page, "/");
  await page.evaluate(() => document.fonts.ready);
  expect(fontFiles).toHaveLength(1);
  expect(fontFiles[0]).toMatch(/\/assets\/inter-latin-subset-[\w-]+\.woff2$/);

  // "ě" is in Latin Extended-A, not in the subset (decision 039): @fontsource's face serves it.
  const facesForLetter = await page.evaluate(
    async () =>
      (await document.fonts.load("16px 'Inter Variable'", "ě")).length,
  );
  expect(facesForLetter).toBe(1);
  expect(fontFiles.at(-1)).toMatch(
    /\/assets\/inter-latin-ext-wght-normal-[\w-]+\.woff2$/,
  );
});

for (const path of ["/", "/pricing", "/project-management"]) {
  test(`the hero of ${path} is laid out the same in the fallback font as in Inter`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await gotoAndSettle(page, path);
    await page.evaluate(() => document.fonts.ready);
    const withInter = await heroLayout(page);

    // The same page with the font files refused: the fallback face stays.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      reducedMotion: "reduce",
    });
    const fallbackPage = await context.newPage();
    await fallbackPage.route(/\.woff2$/, (route) => route.abort());
    await gotoAndSettle(fallbackPage, path);
    expect(
      await fallbackPage.evaluate(() =>
        document.fonts.check("16px 'Inter Variable'"),
      ),
    ).toBe(false);
    const withFallback = await heroLayout(fallbackPage);
    await context.close();

    for (const [index, box] of withFallback.entries()) {
      expect(Math.abs(box.top - withInter[index]!.top)).toBeLessThanOrEqual(2);
      expect(
        Math.abs(box.height - withInter[index]!.height),
      ).toBeLessThanOrEqual(2);
    }
  });
}

test("the stylesheet inlined in the head stays through navigations in the page", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await navigateToPricingInApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("head style#site-css")).toHaveCount(1);
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "fixed");
  await expect(page.locator("body")).toHaveCSS("font-family", /Inter Variable/);
});
