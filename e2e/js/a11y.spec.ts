import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoAndSettle } from "../support";

// Every page of the sitemaps, the error pages and the dialogs opened by URL (the contact dialog
// with its country combobox loaded) are checked at two widths by the quality crawl
// (e2e/quality/pages.spec.ts); here, the states it does not reach.

test("axe finds no violation with a desktop menu open", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Resources" })
    .click();
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Blog/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violation with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndSettle(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .locator("summary", { hasText: "Customer" })
    .click();
  await expect(
    page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Healthcare" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const path of ["/ai-form?auth=signup&rel=aden-aiform"]) {
  test(`axe finds no violation in the auth dialog at ${path}`, async ({
    page,
  }) => {
    await gotoAndSettle(page, path);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violation in sign-up telling an existing account to log in", async ({
  page,
}) => {
  await gotoAndSettle(page, "/?auth=signup");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill("demo@aden.dev");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    dialog
      .getByRole("status")
      .filter({ hasText: "An account with this email already exists." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violation on the contact form showing its messages", async ({
  page,
}) => {
  await gotoAndSettle(page, "/contact");
  await page.getByRole("button", { name: "Request a discovery call" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);
});
