import { expect, test, type APIRequestContext } from "@playwright/test";

// Issue 15: anonymous public pages come from memory, each response with its own CSP nonce;
// anything personal is rendered for its visitor (docs/decisions/030).
const html = { Accept: "text/html" };

async function page(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, {
    headers: { ...html, ...headers },
    maxRedirects: 0,
  });
  const body = await response.text();
  const csp = response.headers()["content-security-policy"] ?? "";
  const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const bodyNonces = new Set(
    [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
  );
  return { response, body, headerNonce, bodyNonces };
}

test("a repeated anonymous page is served from memory, with a fresh nonce every time", async ({
  request,
}) => {
  await page(request, "/pricing");
  const first = await page(request, "/pricing");
  const second = await page(request, "/pricing");
  for (const answer of [first, second]) {
    expect(answer.response.headers()["x-page-cache"]).toBe("hit");
    expect(answer.headerNonce).toBeTruthy();
    // Every script's nonce is the one this response's policy allows.
    expect([...answer.bodyNonces]).toEqual([answer.headerNonce]);
  }
  expect(first.headerNonce).not.toBe(second.headerNonce);
  expect(first.body.replaceAll(first.headerNonce!, "")).toBe(
    second.body.replaceAll(second.headerNonce!, ""),
  );
});

test("the home page is public and cached too", async ({ request }) => {
  await page(request, "/");
  const again = await page(request, "/");
  expect(again.response.headers()["cache-control"]).toContain("public");
  expect(again.response.headers()["x-page-cache"]).toBe("hit");
});

test("a visitor with a session, a dialog or a sign-up link gets a page of their own", async ({
  request,
}) => {
  await page(request, "/blog");
  for (const [path, headers] of [
    ["/blog", { Cookie: "aden_session=anything" }],
    ["/blog?contact=1", {}],
    ["/blog?auth=login", {}],
    ["/?email=a%40b.co&vuid=123456", {}],
  ] as const) {
    const answer = await page(request, path, headers);
    expect(answer.response.headers()["x-page-cache"], path).toBeUndefined();
  }
});

test("the open auth dialog's page, carrying a visitor's token, is stored by no cache", async ({
  request,
}) => {
  for (let visit = 0; visit < 2; visit += 1) {
    const answer = await page(request, "/pricing?auth=login");
    expect(answer.response.headers()["cache-control"]).toBe(
      "private, no-store",
    );
  }
});
