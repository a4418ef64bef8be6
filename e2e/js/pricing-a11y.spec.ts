import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs inside the page, so this lives with the JavaScript-on tests.
for (const width of [1440, 390]) {
  for (const path of ["/pricing", "/pricing?billing=annual"]) {
    test(`axe finds no violation on ${path} at ${width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // An open answer is checked too.
      await page.getByText("What counts as a user?").click();
      await expect(page.getByText(/^Anyone who signs in/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
