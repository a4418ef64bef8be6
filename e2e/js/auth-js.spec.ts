import { expect, test } from "@playwright/test";
import {
  accountMenu,
  authDialog,
  DEMO,
  latestCode,
  signInAndReturn,
  uniqueEmail,
} from "../auth-support";
import { startServer, type StartedServer } from "../server/start-server";
import {
  gotoAndSettle,
  holdChunk,
  leaveOwnServerAfterEach,
  waitForApp,
} from "../support";

test("the auth dialog closes neither on Escape nor on a click outside", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("width", "400px");
  // Centred across the viewport, its top in the upper part of the screen, above the page.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y + box!.height).toBeLessThan(viewport!.height);
  expect(Math.abs(box!.x + box!.width / 2 - viewport!.width / 2)).toBeLessThan(
    2,
  );
  await expect(dialog.getByLabel("Email")).toBeVisible();

  await page.keyboard.press("Escape");
  await page.mouse.click(10, 450);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/?auth=login");

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL("/");
  // Focus goes back to where the dialog was opened from.
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Sign In" }),
  ).toBeFocused();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the auth dialog keeps its top edge when its tabs change its height`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoAndSettle(page, "/?auth=login");
    const dialog = authDialog(page);
    const tabs = dialog.getByRole("navigation", { name: "Log in or sign up" });
    const loginBox = await dialog.boundingBox();
    await tabs.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL("/?auth=signup");
    await expect(
      dialog.getByRole("button", { name: "Send code" }),
    ).toBeVisible();
    const signupBox = await dialog.boundingBox();
    expect(signupBox!.height).not.toBe(loginBox!.height);
    expect(signupBox!.y).toBe(loginBox!.y);
  });
}

test("focus stays inside the dialog", async ({ page }) => {
  await gotoAndSettle(page, "/privacy?auth=login");
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate((node) => node.contains(document.activeElement)),
    ).toBe(true);
  }
});

/**
 * Leaving the empty Email field for "Log in" checks the field on blur (behaviour §5): its message
 * must not push the button from under the pointer between the press and the release, or the click
 * is lost and the password's message never comes.
 */
test("a click or a tap on Log in from an empty field sends the form", async ({
  page,
  browser,
}) => {
  await gotoAndSettle(page, "/privacy?auth=login");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").click();
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByText("Please input your email")).toBeVisible();
  await expect(dialog.getByText("Please input your password")).toBeVisible();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: "reduce",
  });
  const phonePage = await phone.newPage();
  await gotoAndSettle(phonePage, "/privacy?auth=login");
  const phoneDialog = authDialog(phonePage);
  await phoneDialog.getByLabel("Email").tap();
  await phoneDialog.getByLabel("Email").fill("ann@");
  await phoneDialog.getByRole("button", { name: "Log in" }).tap();
  await expect(
    phoneDialog.getByText("Please input a valid email"),
  ).toBeVisible();
  await expect(
    phoneDialog.getByText("Please input your password"),
  ).toBeVisible();
  await phone.close();
});

test("focus goes on to what each answer reveals: the code, the password, or Log in", async ({
  page,
  request,
}) => {
  await gotoAndSettle(page, "/privacy?auth=signup");
  const dialog = authDialog(page);
  const email = uniqueEmail("focus");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  const code = dialog.getByLabel("Verification code");
  await expect(code).toBeFocused();

  await code.fill(await latestCode(request, email));
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();

  // An email that has an account, in a new session: the notice's Log in is the way on.
  await page.context().clearCookies();
  await gotoAndSettle(page, "/terms-of-service?auth=signup");
  await dialog.getByLabel("Email").fill(DEMO.email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    dialog.getByRole("status").getByRole("link", { name: "Log in" }),
  ).toBeFocused();
});

test("Send code counts down and Continue waits for a code", async ({
  page,
}) => {
  await gotoAndSettle(page, "/privacy?auth=signup");
  const dialog = authDialog(page);
  const send = dialog.getByRole("button", { name: "Send code" });
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
  await dialog.getByLabel("Email").fill(`countdown-${Date.now()}@example.com`);
  await expect(send).toBeEnabled();
  await send.click();
  const countdown = dialog.getByRole("button", {
    name: /^Send code again in \d+s$/,
  });
  await expect(countdown).toHaveText(/^(60|59|58)s$/);
  await expect(countdown).not.toHaveText(/^60s$/);
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
  await dialog.getByLabel("Verification code").fill("123456");
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeEnabled();

  // A reload renders the page without script first (an enabled button, the wait in words);
  // once script runs, the live countdown takes over again.
  await page.reload();
  await waitForApp(page);
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^\d+s$/);
  await expect(dialog.getByText(/You can ask for another code/)).toHaveCount(0);
});

test("the AI-form relation opens the AI-form module in a new tab", async ({
  page,
  context,
}) => {
  await gotoAndSettle(page, "/ai-form");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/ai-form?auth=login&rel=aden-aiform");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(DEMO.email);
  await dialog.getByLabel("Password").fill(DEMO.password);
  const newTab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Log in" }).click();
  const tab = await newTab;
  await expect(tab).toHaveURL(/\/__mock-arp\/modules\/aden-ai-form\?t=/);
  await expect(tab.getByText(DEMO.email)).toBeVisible();
  // The page itself stays, signed in, with the dialog closed.
  await expect(page).toHaveURL("/ai-form");
  await expect(accountMenu(page)).toContainText("Aden Demo Co.");

  // Signed in, "Start for free" on the form product goes straight to the platform app.
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Start for free" })
    .click();
  await expect(page).toHaveURL(/\/__mock-arp\/?\?t=/);
});

test("the user dropdown toggles on click and closes on a click outside", async ({
  page,
}) => {
  await signInAndReturn(page, DEMO.email, "/privacy");
  const banner = page.getByRole("banner");
  const toggle = accountMenu(page);
  // Its script arrives when the browser is idle; the outside click is the script's part.
  await expect(banner.locator("details[data-hydrated]")).toHaveCount(1);
  await toggle.click();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
  await toggle.click();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeHidden();
  await toggle.click();
  await page.mouse.click(700, 600);
  await expect(banner.getByRole("button", { name: "Logout" })).toBeHidden();
});

test.describe("Google sign-in", () => {
  // The loading overlay's 400 ms fade (behaviour §9) is checked as a transition.
  test.use({ reducedMotion: "no-preference" });
  let server: StartedServer;
  test.beforeAll(async () => {
    server = await startServer({
      GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
    });
  });
  test.afterAll(async () => server.stop());
  leaveOwnServerAfterEach();

  // A stand-in for Google Identity Services: prompt() answers with a credential from the mock.
  const fakeGoogleScript = (credential: string) => `
    window.google = { accounts: { id: {
      initialize(options) { window.__googleOptions = options; },
      prompt() { window.__googleOptions.callback({ credential: ${JSON.stringify(credential)} }); },
    } } };`;

  test("a Google credential signs the user in through our action", async ({
    page,
    request,
  }) => {
    const email = `google-${Date.now()}@example.com`;
    const { credential } = await (
      await request.get(
        `${server.origin}/__mocks/google-credential?email=${email}&given_name=Grace`,
      )
    ).json();
    await page.route("https://accounts.google.com/gsi/client", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: fakeGoogleScript(credential),
      }),
    );
    await page.goto(`${server.origin}/?auth=signup`);
    const button = authDialog(page).getByRole("button", {
      name: "Continue with Google",
    });
    await expect(button).toBeEnabled();
    // Hold our action's answer to see the loading overlay over the dialog meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth.data*", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    const overlay = page.getByTestId("google-loading-overlay");
    await expect(overlay).toHaveAttribute("data-visible");
    await expect(overlay).toHaveCSS("opacity", "1");
    await expect(overlay).toHaveCSS("transition-duration", "0.4s");
    await expect(overlay.getByRole("status")).toHaveText(
      "Signing you in with Google…",
    );
    release();
    await expect(page).toHaveURL(/\/__mock-arp\/onboarding\?t=/);
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test("an empty credential raises the error event and a toast", async ({
    page,
  }) => {
    await page.route("https://accounts.google.com/gsi/client", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: fakeGoogleScript(""),
      }),
    );
    await page.goto(`${server.origin}/?auth=login`);
    await page.evaluate(() => {
      window.addEventListener("googleLoginError", () => {
        document.documentElement.dataset.googleError = "seen";
      });
    });
    await authDialog(page)
      .getByRole("button", { name: "Continue with Google" })
      .click();
    await expect(page.locator("html[data-google-error=seen]")).toBeAttached();
    await expect(
      page.getByText("Google sign-in failed. Please try again."),
    ).toBeVisible();
  });

  test("a Google script that fails to load keeps the button disabled", async ({
    page,
  }) => {
    await page.route("https://accounts.google.com/gsi/client", (route) =>
      route.abort(),
    );
    // The dialog's script asks for Google's only once it has hydrated, which on a busy machine
    // can take most of one expectation's time: wait for that first, then for the message.
    await gotoAndSettle(page, `${server.origin}/?auth=login`);
    const button = authDialog(page).getByRole("button", {
      name: "Continue with Google",
    });
    await expect(
      page.getByText("Google sign-in is unavailable right now."),
    ).toBeVisible();
    await expect(button).toBeDisabled();
  });
});

test("without a Google client id there is no Google button", async ({
  page,
}) => {
  await gotoAndSettle(page, "/privacy?auth=login");
  await expect(authDialog(page).getByLabel("Email")).toBeVisible();
  await expect(
    authDialog(page).getByRole("button", { name: "Continue with Google" }),
  ).toHaveCount(0);
});

test("the user menu opens and logs out before its script has arrived", async ({
  page,
}) => {
  await signInAndReturn(page, DEMO.email, "/privacy");
  // A fresh page load with the menu's chunk held back: the native <details> works alone.
  const release = await holdChunk(page, "user-menu");
  await gotoAndSettle(page, "/pricing");
  const banner = page.getByRole("banner");
  await expect(banner.locator("details[data-hydrated]")).toHaveCount(0);
  await accountMenu(page).click();
  await banner.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();
  release();
});
