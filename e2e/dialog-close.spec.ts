import { expect, test, type Page } from "@playwright/test";
import { authDialog, latestCode, uniqueEmail } from "./auth-support";
import { gotoAndSettle } from "./support";

/**
 * Closing a dialog drops every dialog's state from the address, with script and without
 * (behaviour §2, §4): nothing of sign-up's step 2 is left for the page or its header links.
 */

async function signUpToStepTwo(page: Page, email: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();
  await dialog
    .getByLabel("Verification code")
    .fill(await latestCode(page.request, email));
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(
    dialog.getByText(`Creating an account for ${email}`),
  ).toBeVisible();
  await expect(page).toHaveURL("/pricing?auth=signup&step=2");
}

test("closing sign-up at step 2 leaves the page's own address and clean header links", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing?auth=signup");
  await signUpToStepTwo(page, uniqueEmail("close-step-2"));
  await authDialog(page).getByRole("button", { name: "Close" }).click();
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL("/pricing");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/pricing?auth=login",
  );
  await expect(
    header.getByRole("link", { name: "Book a demo" }),
  ).toHaveAttribute("href", "/pricing?contact=1");
});
