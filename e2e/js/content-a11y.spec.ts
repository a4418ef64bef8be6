import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "../support";

/** The page at `path` has one h1 and no WCAG 2 A or AA violation that axe finds. */
async function expectAccessible(page: Page, path: string) {
  await gotoAndSettle(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.length}`,
    ),
    path,
  ).toEqual([]);
}

// axe runs inside the page, so this lives with the JavaScript-on tests.
test("content pages meet WCAG 2 AA, with one h1 each", async ({ page }) => {
  // axe over eight pages, each found from the one before: a long test by nature.
  test.slow();
  await gotoAndSettle(page, "/blog");
  const postPath = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .getAttribute("href");
  await gotoAndSettle(page, "/integrations");
  const integrationPath = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .getAttribute("href");
  await gotoAndSettle(page, integrationPath ?? "/integrations");
  const pairPath = await page
    .getByRole("complementary")
    .getByRole("link")
    .first()
    .getAttribute("href");

  for (const path of [
    "/blog",
    postPath ?? "/blog",
    "/integrations",
    integrationPath ?? "/integrations",
    pairPath ?? "/integrations",
    "/business-processes",
    "/case-studies/tc-boiler",
    "/sitemaps/integrations",
  ]) {
    await expectAccessible(page, path);
  }
});

test("an article with tables and a task list meets WCAG 2 AA", async ({
  page,
}) => {
  // Tables in labelled scroll regions, checkboxes named by their items.
  await expectAccessible(
    page,
    "/blog/month-end-close-checklist-for-contractors",
  );
});
