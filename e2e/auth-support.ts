import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { gotoAndSettle, waitForApp } from "./support";

export const DEMO = { email: "demo@aden.dev", password: "aden-demo-1234" };

/** A new address per test and project, so parallel tests never share an account. */
export function uniqueEmail(label: string) {
  const project = test.info().project.name;
  return `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const authDialog = (page: Page) => page.getByRole("dialog");

/*
 * The dialogs are the same on every page, so the journeys open them over a light one, /privacy,
 * unless the page matters (the home page's calls to action, the spec's links that land on `/`).
 * With a dialog open a page is rendered afresh, and on `/` that load took 1.6 s against 0.9 s on
 * /privacy (one quiet browser on this machine): about a sixth of these journeys' time.
 */

/** The newest code the mock upstream "mailed" to an address. */
export async function latestCode(request: APIRequestContext, email: string) {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`/__mocks/mailbox?email=${encodeURIComponent(email)}`)
      ).json()) as Array<{ code: string }>;
      code = messages.at(-1)?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Opens the login dialog over `from` and signs in. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  from = "/privacy",
) {
  await page.goto(`${from}${from.includes("?") ? "&" : "?"}auth=login`);
  await waitForApp(page);
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

/** Step 1 of sign-up up to the code being sent. */
export async function requestCode(page: Page, email: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();
}

/** Signs in with the demo password, arrives in the mock platform app, then comes back to `path`. */
export async function signInAndReturn(
  page: Page,
  email: string,
  path = "/privacy",
) {
  await logIn(page, email, DEMO.password);
  await expect(page).toHaveURL(/__mock-arp/);
  await gotoAndSettle(page, path);
}

/** The signed-in user's widget in the header: its summary toggles the dropdown. */
export const accountMenu = (page: Page) =>
  page.getByRole("banner").locator("summary", { hasText: "Account menu" });
