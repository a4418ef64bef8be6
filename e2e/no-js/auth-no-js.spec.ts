import { expect, test } from "@playwright/test";
import { authDialog, DEMO, uniqueEmail } from "../auth-support";

test("the server keeps the 60 s resend rule without script", async ({
  page,
}) => {
  const email = uniqueEmail("resend");
  await page.goto("/?auth=signup");
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Verification code sent to your email" }),
  ).toBeVisible();
  const countdown = dialog.getByRole("button", {
    name: /Send code again in \d+ seconds/,
  });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^\d+s$/);

  // A crafted second post is refused by the server all the same (it even carries the
  // dialog's anti-forgery token, so only the resend rule is left to refuse it).
  const csrf = await dialog.locator('input[name="csrf"]').first().inputValue();
  const response = await page.request.post("/auth", {
    form: { intent: "send-code", email, returnTo: "/", csrf },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto("/?auth=signup");
  await expect(
    dialog.getByText(/Please wait \d+s before requesting another code/),
  ).toBeVisible();
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
