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
    await expect(header).toHaveCSS(
      "background-color",
      "rgba(255, 255, 255, 0)",
    );
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
  await page
    .getByRole("banner")
    .locator("summary", { hasText: "Menu" })
    .click();
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
    .hover();
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
}
