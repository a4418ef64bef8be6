import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

// Kept as artifacts (e2e-artifacts/) for people to look at; the assertions hold the contract.
const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
};

for (const [name, viewport] of Object.entries(viewports)) {
  test(`header screenshots at the top and scrolled (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoAndSettle(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgba(11, 14, 31, 0)");
    await page.screenshot({ path: `e2e-artifacts/header-${name}-top.png` });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.screenshot({
      path: `e2e-artifacts/header-${name}-scrolled.png`,
    });
  });
}

test("mobile menu screenshot", async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await gotoAndSettle(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .locator("summary", { hasText: "Resources" })
    .click();
  await expect(
    page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Blog" }),
  ).toBeVisible();
  await page.screenshot({ path: "e2e-artifacts/mobile-menu-open.png" });
});

test("desktop menu screenshot", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
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
  await page.screenshot({ path: "e2e-artifacts/desktop-menu-resources.png" });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`auth dialog screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoAndSettle(page, "/?auth=login");
    await expect(page.getByRole("dialog").getByLabel("Email")).toBeVisible();
    await page.screenshot({ path: `e2e-artifacts/auth-login-${name}.png` });
    await gotoAndSettle(page, "/?auth=signup");
    await page
      .getByRole("dialog")
      .getByLabel("Email")
      .fill("someone@example.com");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Send code" })
      .click();
    await expect(
      page.getByRole("dialog").getByLabel("Verification code"),
    ).toBeVisible();
    await page.screenshot({ path: `e2e-artifacts/auth-signup-${name}.png` });
  });

  test(`contact page and dialog screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoAndSettle(page, "/contact");
    await expect(
      page.getByRole("button", { name: "Request a discovery call" }),
    ).toBeVisible();
    await page.screenshot({
      path: `e2e-artifacts/contact-page-${name}.png`,
      fullPage: true,
    });
    await page
      .getByRole("button", { name: "Request a discovery call" })
      .click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await page.screenshot({
      path: `e2e-artifacts/contact-page-errors-${name}.png`,
      fullPage: true,
    });

    await gotoAndSettle(page, "/?contact=1");
    const dialog = page.getByRole("dialog", {
      name: "Next-gen automation platform for your business",
    });
    const country = dialog.getByRole("combobox", { name: "Country" });
    await expect(country).toHaveValue("United States (+1)");
    await page.screenshot({ path: `e2e-artifacts/contact-dialog-${name}.png` });
    await country.click();
    await country.pressSequentially("uni");
    await expect(dialog.getByRole("listbox")).toBeVisible();
    await page.screenshot({
      path: `e2e-artifacts/contact-dialog-countries-${name}.png`,
    });
    await page.keyboard.press("Escape");
    await dialog.getByLabel("First name").fill("Ada");
    await dialog.getByLabel("Last name").fill("Lovelace");
    await dialog.getByLabel("Work email").fill("ada@example.com");
    await dialog
      .getByRole("textbox", { name: "Phone number" })
      .fill("202 555 0123");
    await dialog
      .getByRole("button", { name: "Request a discovery call" })
      .click();
    await expect(dialog.getByRole("status")).toContainText("Thanks, Ada.");
    await page.screenshot({
      path: `e2e-artifacts/contact-dialog-sent-${name}.png`,
    });
  });
}
