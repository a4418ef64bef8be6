import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Whether the running project has JavaScript on. */
export function javaScriptEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** Waits until React has hydrated (html[data-hydrated]) when the project runs script. */
export async function waitForApp(page: Page) {
  if (!javaScriptEnabled()) return;
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // A dialog opened by the URL loads its code lazily and hydrates after the page.
  await expect(
    page.locator('[role="dialog"]:not([data-hydrated])'),
  ).toHaveCount(0);
}

export async function gotoAndSettle(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

/**
 * A toast (with script) or its inline status line (without): the same flash message either way.
 */
export function flashMessage(page: Page, text: string) {
  return page
    .getByRole("alert")
    .or(page.getByRole("status"))
    .filter({ hasText: text });
}

/** WCAG 2.0-2.2, levels A and AA: the standard the site is held to (issue 16). */
const WCAG_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
];

/** axe finds no WCAG A or AA violation on the page, or inside `include` when given. */
export async function expectNoAxeViolations(
  page: Page,
  { include, label }: { include?: string; label?: string } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")})`,
    ),
    label,
  ).toEqual([]);
}
