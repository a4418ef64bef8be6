import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs inside the page, so this lives with the JavaScript-on tests. The pages themselves are
// in the quality crawl (e2e/quality/pages.spec.ts); here, the customers list filtered.
const pages = ["/customers?industry=professional-services"];

for (const width of [1440, 390]) {
  for (const path of pages) {
    test(`axe finds no violation on ${path} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
}
