import { expect, test, type Page } from "@playwright/test";
import { authDialog, DEMO } from "../auth-support";
import { CONTACT_TITLE } from "../contact-support";
import { gotoAndSettle, waitForApp } from "../support";

/**
 * Closing a dialog and history (record 045): a dialog opened in place closes by going back, so
 * the next Back leaves the page; one reached by a link from outside closes to the page itself.
 */

const contactDialog = (page: Page) =>
  page.getByRole("dialog", { name: CONTACT_TITLE });

/** `/`, then `/blog` (a page load), then "Book a demo" in the header: the contact form. */
async function openBookADemoOnTheBlog(page: Page) {
  await gotoAndSettle(page, "/");
  await gotoAndSettle(page, "/blog");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Book a demo" })
    .click();
  await expect(page).toHaveURL("/blog?contact=1");
  await expect(contactDialog(page)).toBeVisible();
  await waitForApp(page);
}

const closings: Array<[string, (page: Page) => Promise<void>]> = [
  [
    "its close button",
    (page) => contactDialog(page).getByRole("link", { name: "Close" }).click(),
  ],
  ["Escape", (page) => page.keyboard.press("Escape")],
  ["a click outside", (page) => page.mouse.click(10, 450)],
];

for (const [how, close] of closings) {
  test(`closed by ${how}, the contact dialog leaves one Back to the previous page`, async ({
    page,
  }) => {
    await openBookADemoOnTheBlog(page);
    await close(page);
    await expect(contactDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL("/blog");
    await page.goBack();
    await expect(page).toHaveURL("/");
  });
}

test("the sign-in dialog, after a wrong password, closes back to the page it was opened on", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await gotoAndSettle(page, "/pricing");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await waitForApp(page);
  await dialog.getByLabel("Email").fill(DEMO.email);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Incorrect email or password.",
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL("/pricing");
  await page.goBack();
  await expect(page).toHaveURL("/");
});

test("a dialog reached by a link from elsewhere closes to its page, which Back leaves", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await gotoAndSettle(page, "/blog?contact=1");
  await contactDialog(page).getByRole("link", { name: "Close" }).click();
  await expect(contactDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL("/blog");
  await page.goBack();
  await expect(page).toHaveURL("/");
});
