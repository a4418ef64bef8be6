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

  // A crafted second post is refused by the server all the same.
  const response = await page.request.post("/auth", {
    form: { intent: "send-code", email, returnTo: "/" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto("/?auth=signup");
  await expect(
    dialog.getByText(/Please wait \d+s before requesting another code/),
  ).toBeVisible();
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
