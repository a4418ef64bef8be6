import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs inside the page, so this lives with the JavaScript-on tests.
const pages = [
  "/privacy",
  "/terms-of-service",
  "/customers",
  "/customers?industry=professional-services",
];

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
