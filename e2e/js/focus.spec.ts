import { expect, test } from "@playwright/test";
import { authDialog, DEMO } from "../auth-support";
import { gotoAndSettle, hydratedFooter } from "../support";

/** Where keyboard focus goes while a form waits, when it answers, and after a navigation. */

test("a wrong password keeps focus in the form, then moves it to the message", async ({
  page,
}) => {
  await gotoAndSettle(page, "/?auth=login");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(DEMO.email);
  await dialog.getByLabel("Password").fill("not-the-password");
  // The answer waits until focus has been looked at during the request.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(/\/auth(\.data)?(\?|$)/, async (route) => {
    await answered;
    await route.continue();
  });
  const submit = dialog.getByRole("button", { name: "Log in" });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(
    dialog.getByRole("button", { name: "Logging in…" }),
  ).toBeDisabled();
  expect(
    await dialog.evaluate((node) => node.contains(document.activeElement)),
  ).toBe(true);
  answer();
  const message = dialog.getByRole("alert");
  await expect(message).toHaveText("Incorrect email or password.");
  await expect(message).toBeFocused();
});

test("after a navigation in the app focus is on the new page's heading, without a ring", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  // The first load leaves focus where the browser puts it.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(
    "BODY",
  );
  const pricing = (await hydratedFooter(page)).getByRole("link", {
    name: "Pricing",
    exact: true,
  });
  await pricing.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/pricing");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS("outline-style", "none");

  // Back: the previous page's heading, as a page load would read it first.
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a dialog opened in place keeps focus; closed, focus returns to its opener", async ({
  page,
}) => {
  await gotoAndSettle(page, "/pricing");
  const opener = page
    .getByRole("banner")
    .getByRole("link", { name: "Book a demo" });
  await opener.click();
  await expect(page).toHaveURL("/pricing?contact=1");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((node) => node.contains(document.activeElement)),
    )
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL("/pricing");
  await expect(opener).toBeFocused();
});

test("a jump to a section of the page focuses that section's heading", async ({
  page,
}) => {
  await gotoAndSettle(page, "/privacy");
  const contents = page.getByRole("navigation", { name: "On this page" });
  const jump = contents.getByRole("link").nth(1);
  const { hash } = new URL((await jump.getAttribute("href"))!, page.url());
  await jump.click();
  await expect(page).toHaveURL(`/privacy${hash}`);
  await expect(page.locator(hash)).toBeFocused();
});
