import { describe, expect, it } from "vitest";
import { enforceCachePolicy } from "~/lib/cache.server";

/** enforceCachePolicy's rules one by one, with the policies written out (issue 14). */
function policy(
  cacheControl: string | null,
  {
    url = "http://localhost:3000/blog",
    setCookie,
    status = 200,
    vary,
  }: { url?: string; setCookie?: string; status?: number; vary?: string } = {},
) {
  const headers = new Headers();
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (vary) headers.set("Vary", vary);
  enforceCachePolicy(new Request(url), status, headers);
  return {
    cacheControl: headers.get("Cache-Control"),
    vary: headers.get("Vary"),
  };
}

const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

describe("enforceCachePolicy", () => {
  it("stores no error, from 400 up", () => {
    expect(policy(PUBLIC, { status: 400 }).cacheControl).toBe("no-store");
    expect(policy(PUBLIC, { status: 503 }).cacheControl).toBe("no-store");
    expect(policy(PUBLIC, { status: 399 }).cacheControl).toBe(PUBLIC);
  });

  it("makes a page with the auth dialog open private and unstored, and only that parameter", () => {
    expect(
      policy(PUBLIC, { url: "http://localhost:3000/?auth=login" }).cacheControl,
    ).toBe("private, no-store");
    expect(
      policy(PUBLIC, { url: "http://localhost:3000/?page=2" }).cacheControl,
    ).toBe(PUBLIC);
  });

  it("leaves no-store as it is when a cookie is set", () => {
    expect(
      policy("no-store", { setCookie: "aden_csrf=t; Path=/" }).cacheControl,
    ).toBe("no-store");
  });

  it("adds Cookie to a public page's Vary once, whatever the spelling", () => {
    expect(policy(PUBLIC, { vary: "Accept-Encoding" }).vary).toBe(
      "Accept-Encoding, Cookie",
    );
    expect(policy(PUBLIC, { vary: "Accept-Encoding, cookie" }).vary).toBe(
      "Accept-Encoding, cookie",
    );
    expect(policy(PUBLIC, { vary: "Accept-Encoding,  Cookie  " }).vary).toBe(
      "Accept-Encoding,  Cookie",
    );
    expect(policy(PUBLIC, { vary: "Cookies" }).vary).toBe("Cookies, Cookie");
    expect(policy(PUBLIC, { vary: "X-Cookie" }).vary).toBe("X-Cookie, Cookie");
  });

  it("adds no Vary to a page that is not public", () => {
    expect(policy("private, no-cache")).toEqual({
      cacheControl: "private, no-cache",
      vary: null,
    });
    expect(policy(null)).toEqual({
      cacheControl: "private, no-cache",
      vary: null,
    });
  });
});
