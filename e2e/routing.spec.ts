import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "./support";

test("an unknown path answers 404 with the not-found page and a way home", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await expect(page.getByText("Page not found: /does-not-exist")).toBeVisible();
  // The status is drawn once, large, and read once, as words.
  const status = page.getByRole("main").getByText("404", { exact: true });
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute("aria-hidden", "true");
  const spoken = page.getByText("Error 404", { exact: true });
  await expect(spoken).toHaveCount(1);
  await expect(spoken).toHaveClass(/sr-only/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The way home is the brand's main button, as on every dark hero.
  await expect(
    page.getByRole("link", { name: "Back to the home page" }),
  ).toHaveCSS("background-color", "rgb(85, 65, 230)");

  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Next-gen automation platform for your business",
  );
});

test("a failing page shows Internal Server Error inside the layout", async ({
  page,
}) => {
  const response = await gotoAndSettle(page, "/__mock-error");
  expect(response?.status()).toBe(500);
  await expect(
    page.getByRole("heading", { level: 1, name: "Internal Server Error" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Back to the home page" }),
  ).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  // The error's own message stays on the server.
  await expect(page.getByText("Deliberate failure")).toHaveCount(0);
});

// A page a shared cache may keep allows its scripts by hash instead (e2e/js/csp.spec.ts); a page
// of one visitor's own, such as the open sign-in dialog, keeps the per-response nonce.
test("every script of a private page carries the nonce of the response's CSP", async ({
  page,
}) => {
  const response = await page.goto("/?auth=login");
  expect(await response?.headerValue("cache-control")).toBe(
    "private, no-store",
  );
  const csp = (await response?.headerValue("content-security-policy")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const html = (await response?.text()) ?? "";
  // JSON-LD blocks are data, not script: the CSP doesn't apply to them and browsers never run them.
  const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"'),
  );
  expect(scriptTags.length).toBeGreaterThan(1);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
});
