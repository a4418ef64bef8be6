import { test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs as a script in the page, so it lives with the JavaScript-on tests. Links on these pages
// are checked by the site crawl (e2e/server/crawl.spec.ts).

for (const width of [1440, 390]) {
  for (const path of [
    "/accounting",
    "/module-training",
    "/customer/healthcare",
  ]) {
    test(`axe finds no WCAG 2.2 A/AA violation on ${path} at ${width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, path);
      await expectNoAxeViolations(page);
    });
  }
}
