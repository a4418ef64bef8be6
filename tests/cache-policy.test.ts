import { describe, expect, it } from "vitest";
import { enforceCachePolicy } from "~/lib/cache.server";

// Issue 14: no-store on every response that read or set the session; errors never stored;
// public pages vary on the cookie.
function policy(
  cacheControl: string | null,
  {
    cookie,
    setCookie,
    status = 200,
  }: { cookie?: string; setCookie?: string; status?: number } = {},
) {
  const headers = new Headers();
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  if (setCookie) headers.set("Set-Cookie", setCookie);
  const request = new Request("http://localhost:3000/blog", {
    headers: cookie ? { Cookie: cookie } : {},
  });
  enforceCachePolicy(request, status, headers);
  return {
    cacheControl: headers.get("Cache-Control"),
    vary: headers.get("Vary"),
  };
}

const PUBLIC_PAGE =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

describe("the cache policy", () => {
  it("keeps a public page public for an anonymous visitor, varying on the cookie", () => {
    expect(policy(PUBLIC_PAGE)).toEqual({
      cacheControl: PUBLIC_PAGE,
      vary: "Cookie",
    });
  });

  it("stores nothing that was read with the session cookie, prefixed or not", () => {
    for (const cookie of ["aden_session=abc", "x=1; __Host-aden_session=abc"]) {
      expect(policy(PUBLIC_PAGE, { cookie }).cacheControl).toBe(
        "private, no-store",
      );
    }
  });

  it("stores nothing that sets a cookie", () => {
    expect(
      policy(PUBLIC_PAGE, { setCookie: "aden_csrf=t; Path=/" }).cacheControl,
    ).toBe("private, no-store");
  });

  it("does not mistake another cookie for the session", () => {
    expect(
      policy(PUBLIC_PAGE, { cookie: "not_aden_session=1" }).cacheControl,
    ).toBe(PUBLIC_PAGE);
  });

  it("never stores an error page", () => {
    expect(policy(PUBLIC_PAGE, { status: 404 }).cacheControl).toBe("no-store");
    expect(policy(null, { status: 500 }).cacheControl).toBe("no-store");
  });

  it("makes a page without a policy private", () => {
    expect(policy(null).cacheControl).toBe("private, no-cache");
  });

  it("names Cookie in Vary once, however often the policy is applied", () => {
    const headers = new Headers({ "Cache-Control": PUBLIC_PAGE });
    const request = new Request("http://localhost:3000/blog");
    enforceCachePolicy(request, 200, headers);
    enforceCachePolicy(request, 200, headers);
    expect(headers.get("Vary")).toBe("Cookie");
  });
});
