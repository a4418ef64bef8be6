import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "../support";

// Issue 15: self-hosted WOFF2, at most 2 preloaded; and the fallback shown until Inter arrives
// takes Inter's room (app.css, "Inter Fallback"), so the swap doesn't move the page.

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

test("a page preloads at most two fonts, WOFF2 files of our own that its stylesheet uses", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => ({
        href: (link as HTMLLinkElement).href,
        type: link.getAttribute("type"),
      })),
    );
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.length).toBeLessThanOrEqual(2);
  const stylesheet = await page
    .locator('head link[rel="stylesheet"]')
    .first()
    .getAttribute("href");
  const css = await (await page.request.get(stylesheet!)).text();
  for (const { href, type } of preloads) {
    const url = new URL(href);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toMatch(/\.woff2$/);
    expect(type).toBe("font/woff2");
    expect(css).toContain(url.pathname);
  }
  // The preloaded file is the one the page's text is set in: Inter is in use.
  expect(
    await page.evaluate(() => document.fonts.check("16px 'Inter Variable'")),
  ).toBe(true);
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
