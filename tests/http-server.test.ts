import { describe, expect, it } from "vitest";
import { loaderCacheControl } from "~/lib/headers";
import { acceptsGzip, pageNotFound } from "~/lib/http.server";

const thrownBy = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected a throw");
};

describe("pageNotFound", () => {
  it("throws a 404 in plain text that no cache may keep", async () => {
    const response = thrownBy(() => pageNotFound("/blog/nope")) as Response;
    expect(response.status).toBe(404);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    });
    await expect(response.text()).resolves.toBe("Page Not Found: /blog/nope");
  });
});

describe("acceptsGzip", () => {
  const accepts = (value: string) =>
    acceptsGzip(
      new Request("http://localhost/", {
        headers: { "Accept-Encoding": value },
      }),
    );

  it("takes gzip or any coding, with spaces and weights", () => {
    expect(accepts("gzip")).toBe(true);
    expect(accepts("br, gzip ; q=0.8")).toBe(true);
    expect(accepts("*")).toBe(true);
    expect(acceptsGzip(new Request("http://localhost/"))).toBe(false);
  });

  it("refuses other codings, and gzip refused with q=0 anywhere in the list", () => {
    expect(accepts("gzip2, br")).toBe(false);
    expect(accepts("gzip;q=0")).toBe(false);
    expect(accepts("br, gzip;q=0.0")).toBe(false);
    expect(accepts("gzip;q=0.000")).toBe(false);
    expect(accepts("gzip ; q=0 , br")).toBe(false);
  });
});

describe("loaderCacheControl", () => {
  it("keeps the Cache-Control the loader chose, and adds none when it chose none", () => {
    const headersOf = (loaderHeaders: Headers) =>
      Object.fromEntries(
        new Headers(
          loaderCacheControl({
            loaderHeaders,
            parentHeaders: new Headers(),
            actionHeaders: new Headers(),
            errorHeaders: undefined,
          }),
        ),
      );
    expect(
      headersOf(
        new Headers({ "Cache-Control": "private, no-cache", "X-Other": "1" }),
      ),
    ).toEqual({ "cache-control": "private, no-cache" });
    expect(headersOf(new Headers())).toEqual({});
  });
});
