import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

const pages = ["/", "/ai-form", "/does-not-exist", "/__mock-error"];

for (const path of pages) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await gotoAndSettle(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    ).toEqual([]);
  });
}

test("axe finds no violation with a desktop menu open", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Resources" })
    .focus();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
  ).toEqual([]);
});

test("axe finds no violation with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/");
  await page
    .getByRole("banner")
    .locator("summary", { hasText: "Menu" })
    .click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .locator("summary", { hasText: "Customer" })
    .click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
  ).toEqual([]);
});

for (const path of [
  "/?auth=login",
  "/?auth=signup",
  "/ai-form?auth=signup&rel=aden-aiform",
]) {
  test(`axe finds no violation in the auth dialog at ${path}`, async ({
    page,
  }) => {
    await gotoAndSettle(page, path);
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    ).toEqual([]);
  });
}
