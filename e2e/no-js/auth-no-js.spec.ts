import { expect, test } from "@playwright/test";
import { authDialog, DEMO, uniqueEmail } from "../auth-support";

test("without script the resend button stays usable, says the wait in words, and the server refuses an early resend", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("resend");
  await page.goto("/?auth=signup");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  const send = dialog.getByRole("button", { name: "Send code", exact: true });
  await send.click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Verification code sent to your email" }),
  ).toBeVisible();
  // Nothing could count down: no disabled "60s" stuck on the button (issue 25).
  await expect(send).toBeEnabled();
  await expect(send).toHaveText("Send code");
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(
    /^You can ask for another code in (60|59|58|57|56|55) seconds\.$/,
  );

  // Pressed at once: the server refuses it with the spec's message, next to the email.
  await send.click();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(
    /^Please wait (60|59|58|57|56|55|54|53|52|51|50)s before requesting another code$/,
  );
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  const mailbox = await (
    await request.get(`/__mocks/mailbox?email=${encodeURIComponent(email)}`)
  ).json();
  expect(mailbox).toHaveLength(1);
});

test("a sign-in posted from another page without the dialog's token is refused", async ({
  page,
}) => {
  await page.goto("/pricing");
  const response = await page.request.post("/auth", {
    form: { intent: "login", ...DEMO, returnTo: "/pricing" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/pricing?auth=login");
  await page.goto("/pricing?auth=login");
  const dialog = authDialog(page);
  await expect(dialog.getByRole("alert")).toHaveText(
    "This form has expired. Please try again (cookies must be allowed to sign in).",
  );
  await expect(dialog.getByLabel("Email")).toHaveValue(DEMO.email);
  // The dialog now carries a token: the same sign-in from the form goes through.
  await dialog.getByLabel("Password").fill(DEMO.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/__mock-arp\/onboarding\?t=/);
});

test("the AI-form relation hands over in the same tab without script", async ({
  page,
}) => {
  await page.goto("/ai-form?auth=login&rel=aden-aiform");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(DEMO.email);
  await dialog.getByLabel("Password").fill(DEMO.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/__mock-arp\/modules\/aden-ai-form\?t=/);
});
