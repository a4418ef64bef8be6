import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

/** The page at `path` has one h1 and no WCAG 2 A or AA violation that axe finds. */
async function expectAccessible(page: Page, path: string) {
  await gotoAndSettle(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page, { label: path });
}

// axe runs inside the page, so this lives with the JavaScript-on tests. One test per page type,
// so each has its own time budget and the two workers share them.
for (const path of [
  "/blog",
  "/blog/what-to-automate-first",
  "/integrations",
  "/integrations/quickbooks-online",
  "/integration-process/quickbooks-online/invoice-approval",
  "/business-processes",
  "/business-processes/invoice-approval",
  "/case-studies/tc-boiler",
  "/sitemaps/integrations",
]) {
  test(`${path} meets WCAG 2 AA, with one h1`, async ({ page }) => {
    await expectAccessible(page, path);
  });
}

test("an article with tables and a task list meets WCAG 2 AA", async ({
  page,
}) => {
  // Tables in labelled scroll regions, checkboxes named by their items.
  await expectAccessible(
    page,
    "/blog/month-end-close-checklist-for-contractors",
  );
});
