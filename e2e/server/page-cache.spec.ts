import { expect, test, type APIRequestContext } from "@playwright/test";

// Anonymous public pages are the same bytes for everyone, without a nonce, and come from memory
// compressed once; anything personal is rendered for its visitor (docs/decisions/030, 048).
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

for (const path of ["/", "/pricing", "/blog"]) {
  test(`two anonymous requests of ${path} get the same bytes and the same policy, without a nonce`, async ({
    request,
  }) => {
    const first = await page(request, path);
    const second = await page(request, path);
    expect(first.response.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(second.body).toBe(first.body);
    expect(first.bodyNonces.size).toBe(0);
    const csp = first.response.headers()["content-security-policy"] ?? "";
    expect(second.response.headers()["content-security-policy"]).toBe(csp);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("'nonce-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
  });
}

test("a repeated anonymous page is served from memory with a strong ETag, and 304 once the browser has it", async ({
  request,
}) => {
  await page(request, "/pricing");
  await expect
    .poll(
      async () =>
        (await page(request, "/pricing")).response.headers()["x-page-cache"],
    )
    .toBe("hit");
  const hit = await request.get("/pricing", {
    headers: { ...html, "Accept-Encoding": "gzip, deflate, br, zstd" },
  });
  const etag = hit.headers()["etag"] ?? "";
  expect(etag).toMatch(/^"[\w-]+-br"$/);
  expect(hit.headers()["vary"]).toBe("Cookie, Accept-Encoding");
  const revalidated = await request.get("/pricing", {
    headers: {
      ...html,
      "Accept-Encoding": "gzip, deflate, br, zstd",
      "If-None-Match": etag,
    },
  });
  expect(revalidated.status()).toBe(304);
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
