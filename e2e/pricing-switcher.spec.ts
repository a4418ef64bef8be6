import { expect, test, type Page } from "@playwright/test";
import { gotoAndSettle } from "./support";

// Pricing on phones (issue 27): below 768 px a plan switcher shows one plan's comparison rows as
// a list instead of a table that scrolls sideways. It is radio inputs and CSS, so it switches the
// same way with and without script; from 768 px the table is unchanged.

const switcher = (page: Page) =>
  page.getByRole("group", { name: "Show the rows of one plan" });
const rows = (page: Page, plan: string) =>
  page.getByTestId(`plan-rows-${plan}`);
/** The value beside a feature in a plan's list. */
const valueOf = (page: Page, plan: string, feature: string | RegExp) =>
  rows(page, plan).getByText(feature).locator("xpath=following-sibling::dd[1]");

// Each plan's runs a month and users, from content/pages/pricing.yaml.
const PLANS = {
  starter: { name: "Starter", runs: "500", sso: "Not included" },
  team: { name: "Team", runs: "10,000", sso: "Not included" },
  business: { name: "Business", runs: "50,000", sso: "Included" },
  enterprise: { name: "Enterprise", runs: "Committed volume", sso: "Included" },
} as const;

test("at 390 px one plan's rows show as a list, and the switcher changes the plan", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/pricing");
  await expect(
    page.getByRole("region", { name: "Plan comparison" }),
  ).toBeHidden();
  await expect(switcher(page).getByRole("radio")).toHaveCount(4);
  // The highlighted plan comes first.
  await expect(
    switcher(page).getByRole("radio", { name: "Team" }),
  ).toBeChecked();
  await expect(rows(page, "team")).toBeVisible();
  await expect(rows(page, "team").locator("dt")).toHaveCount(21);
  await expect(valueOf(page, "team", /^Runs a month/)).toHaveText("10,000");
  for (const other of ["starter", "business", "enterprise"]) {
    await expect(rows(page, other)).toBeHidden();
  }

  await switcher(page).getByText("Business", { exact: true }).click();
  await expect(
    switcher(page).getByRole("radio", { name: "Business" }),
  ).toBeChecked();
  await expect(rows(page, "team")).toBeHidden();
  await expect(valueOf(page, "business", /^Runs a month/)).toHaveText("50,000");
  await expect(valueOf(page, "business", "SAML single sign-on")).toHaveText(
    "Included",
  );
  // Nothing scrolls sideways any more.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    ),
  ).toBeLessThanOrEqual(0);
});

test("at 390 px every plan's rows can be shown, one after another", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/pricing");
  for (const [id, plan] of Object.entries(PLANS)) {
    await switcher(page).getByText(plan.name, { exact: true }).click();
    await expect(rows(page, id)).toBeVisible();
    await expect(rows(page, id).locator("dt")).toHaveCount(21);
    await expect(valueOf(page, id, /^Runs a month/)).toHaveText(plan.runs);
    await expect(valueOf(page, id, "SAML single sign-on")).toHaveText(plan.sso);
  }
});

test("the switcher works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/pricing");
  await switcher(page).getByRole("radio", { name: "Team" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(
    switcher(page).getByRole("radio", { name: "Business" }),
  ).toBeFocused();
  await expect(rows(page, "business")).toBeVisible();
  await expect(rows(page, "team")).toBeHidden();
});

test("from 768 px the comparison is the table, and the switcher is not shown", async ({
  page,
}) => {
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoAndSettle(page, "/pricing");
    await expect(switcher(page)).toBeHidden();
    const table = page
      .getByRole("region", { name: "Plan comparison" })
      .getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveCount(5);
  }
});
