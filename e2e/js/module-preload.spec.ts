import { expect, test } from "@playwright/test";

// Issue 29: a page's modules are announced in its answer's headers, so a phone starts fetching
// them with the document instead of after parsing all of it (app/lib/module-preload.server.ts).

const preloadedInBody = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1],
  );

const preloadedInHeader = (link: string | undefined) =>
  [
    ...(link ?? "").matchAll(/<([^>]+)>; rel=preload; as=script; crossorigin/g),
  ].map((match) => match[1]);

for (const path of ["/", "/pricing", "/blog", "/contact"]) {
  test(`${path}: the Link header preloads every module the page's scripts load`, async ({
    request,
  }) => {
    const url = `${path}?preload-check=${test.info().retry}`;
    const check = async () => {
      const response = await request.get(url, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.status()).toBe(200);
      const fromBody = preloadedInBody(await response.text());
      expect(fromBody.length).toBeGreaterThan(5);
      expect(preloadedInHeader(response.headers()["link"])).toEqual(fromBody);
      return response.headers()["x-page-cache"];
    };
    // Rendered, then (once the page cache has stored it) served from the cache: both carry it.
    await check();
    await expect.poll(check).toBe("hit");
  });
}

test("the preloaded modules are fetched once, not again by the page", async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptRequests.push(request.url());
  });
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(scriptRequests.length).toBeGreaterThan(5);
  expect(new Set(scriptRequests).size).toBe(scriptRequests.length);
});
