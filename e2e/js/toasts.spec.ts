import { expect, test } from "@playwright/test";
import {
  accountMenu,
  authDialog,
  DEMO,
  signInAndReturn,
} from "../auth-support";
import { gotoAndSettle } from "../support";

test("a toast sent by a server action appears, then leaves on its own", async ({
  page,
}) => {
  await signInAndReturn(page, DEMO.email, "/");
  await accountMenu(page).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: "Logout" })
    .click();

  const toast = page
    .getByRole("alert")
    .filter({ hasText: "You have been signed out." });
  await expect(toast).toBeVisible();
  // The pointer on the toast holds its 3000 ms timer (react-toastify's pause on hover), so the
  // checks below look at the toast itself, not at a race with its timer on a loaded machine.
  await toast.hover();
  // Shown once, not duplicated by a re-render.
  await expect(toast).toHaveCount(1);
  // behaviour §9: offset 16px from the top.
  await expect(page.locator(".Toastify__toast-container")).toHaveCSS(
    "top",
    "16px",
  );
  // Once the pointer leaves, the toast goes on its own after its 3000 ms.
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("the code-sent toast shows in the signed-out dialog flow", async ({
  page,
}) => {
  await gotoAndSettle(page, "/?auth=signup");
  await authDialog(page)
    .getByLabel("Email")
    .fill(`toast-${Date.now()}@example.com`);
  await authDialog(page).getByRole("button", { name: "Send code" }).click();
  const toast = page
    .getByRole("alert")
    .filter({ hasText: "Verification code sent to your email" });
  await expect(toast).toBeVisible();
  // On the page's first load too, while page sections skip rendering: the toast region sits
  // outside <main>, so its timer, an animation, plays (a skipped subtree would never play it).
  await expect(toast).toBeHidden({ timeout: 6_000 });
});
