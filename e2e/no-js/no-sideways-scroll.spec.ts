import { expect, test } from "@playwright/test";
import { DRAW_EVERY_SECTION } from "../support";

// Nothing scrolls sideways without script. With script, the quality crawl measures the same on
// every page of the sitemaps at 1440 and 390 px (e2e/quality/pages.spec.ts), so these pages are
// not loaded a second time for it there.

const SOLUTION_PAGES = [
  "/accounting",
  "/contracting",
  "/eCommerce",
  "/inventory-management",
  "/module-training",
  "/professionalServices",
  "/project-management",
  "/workforce",
  "/customer/construction",
  "/customer/government",
  "/customer/healthcare",
  "/customer/manufacturing",
];

const sidewaysOverflow = () =>
  document.documentElement.scrollWidth - window.innerWidth;

test("no solution page scrolls sideways on a 390 px phone", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of SOLUTION_PAGES) {
    await page.goto(path);
    expect(await page.evaluate(sidewaysOverflow), path).toBeLessThanOrEqual(0);
  }
});

for (const width of [1440, 390]) {
  test(`the legal pages and /customers fit ${width} px without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/privacy", "/terms-of-service", "/customers"]) {
      await page.goto(path);
      expect(await page.evaluate(sidewaysOverflow), path).toBeLessThanOrEqual(
        0,
      );
      // Kept for a reviewer to look at (e2e-artifacts/ is not committed).
      await page.screenshot({
        path: `e2e-artifacts/legal-customers${path.replaceAll("/", "-")}-${width}-no-js.png`,
        fullPage: true,
        style: DRAW_EVERY_SECTION,
      });
    }
  });
}
