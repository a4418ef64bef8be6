import { expect, request, test, type Page } from "@playwright/test";
import { accountMenu, DEMO, signInAndReturn } from "../auth-support";
import { baseURL } from "../../playwright.config";

// Issue 24: a real signed-in session, then what a copy of its cookie can still do.

/** The session cookie's `name=value` as the browser holds it after signing in. */
async function sessionCookieOf(page: Page) {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "aden_session");
  expect(session).toBeDefined();
  return { name: session!.name, value: session!.value };
}

/** A client that shares nothing with the browser: it sends only the headers it is given. */
const freshClient = () => request.newContext({ baseURL });

test("after logout, a copy of the session cookie signs no one in, hand-off included", async ({
  page,
}) => {
  await signInAndReturn(page, DEMO.email, "/pricing");
  const { name, value } = await sessionCookieOf(page);

  const banner = page.getByRole("banner");
  await accountMenu(page).click();
  await banner.getByRole("button", { name: "Logout" }).click();
  await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();

  const client = await freshClient();
  const replayed = await client.get("/pricing", {
    headers: { Cookie: `${name}=${value}` },
  });
  const body = await replayed.text();
  expect(body).not.toContain("Aden Demo Co.");
  expect(body).toContain("Sign In");

  const handoff = await client.get("/auth/handoff?to=platform", {
    headers: { Cookie: `${name}=${value}` },
    maxRedirects: 0,
  });
  expect(handoff.status()).toBe(302);
  expect(handoff.headers().location).toBe("/?auth=login");
  await client.dispose();
});

test("a signed-in page never reaches anyone else, however its cookie is spelled", async ({
  page,
}) => {
  await signInAndReturn(page, DEMO.email, "/");
  const { name, value } = await sessionCookieOf(page);
  const client = await freshClient();
  // Its own client: a cookie the signed-in answers set must not sign it in.
  const stranger = await freshClient();

  for (const cookie of [
    `${name} =${value}`,
    `${name}\t=${value}`,
    `  ${name} = ${value}`,
    `theme=dark; ${name}=${value}; ${name}=${value}`,
  ]) {
    for (const path of ["/customers", "/integrations"]) {
      const signedIn = await client.get(path, { headers: { Cookie: cookie } });
      expect(
        await signedIn.text(),
        `${path} with ${JSON.stringify(cookie)}`,
      ).toContain("Aden Demo Co.");
      expect(signedIn.headers()["cache-control"]).toBe("private, no-store");

      const data = await client.get(`${path}.data`, {
        headers: { Cookie: cookie },
      });
      expect(data.headers()["cache-control"] ?? "").not.toContain("public");

      const anonymous = await stranger.get(path);
      expect(anonymous.headers()["cache-control"]).toContain("public");
      expect(await anonymous.text()).not.toContain("Aden Demo Co.");
    }
  }
  await client.dispose();
  await stranger.dispose();
});
