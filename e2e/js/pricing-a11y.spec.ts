import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// axe runs inside the page, so this lives with the JavaScript-on tests. The monthly view at both
// widths is in the quality crawl (e2e/quality/pages.spec.ts); here, the annual one with an
// answer open, at phone width.
test("axe finds no violation on /pricing?billing=annual at 390 px with an answer open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoAndSettle(page, "/pricing?billing=annual");
  await page.getByText("What counts as a user?").click();
  await expect(page.getByText(/^Anyone who signs in/)).toBeVisible();
  await expectNoAxeViolations(page);
});
