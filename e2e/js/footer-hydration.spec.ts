import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support";

// The footer hydrates when the browser is idle (app/components/layout/site-shell.tsx): the page
// becomes interactive without its script, and its links, plain as the server sent them, work
// before it arrives.

test("the page is interactive before the footer's script arrives, and a footer link works meanwhile", async ({
  page,
}) => {
  let footerScriptAsked = false;
  // Held back for the whole test: the footer stays the server's HTML.
  await page.route(/\/assets\/site-footer-[\w-]+\.js$/, () => {
    footerScriptAsked = true;
  });
  await gotoAndSettle(page, "/pricing");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Get a walkthrough built around your business",
    }),
  ).toBeVisible();
  expect(footerScriptAsked).toBe(true);
});
