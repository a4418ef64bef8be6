import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { runWithRequestContext } from "~/lib/request-context.server";
import { assignCspNonce } from "../server/security";
import { createPageCache, isCacheableRequest } from "../server/page-cache";
import { rawGet, serveForThisTest } from "./http-helpers";

/**
 * The page cache's decisions, one rule at a time (docs/decisions/030 and 048): what a request must
 * be for a page to come from memory, and what a response must be for it to be kept. Each rule
 * loosened serves one visitor's page to another.
 */
describe("which requests the page cache may answer", () => {
  it("answers a plain GET of a page", () => {
    expect(isCacheableRequest("GET", "/pricing", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/blog?page=2&tag=ai", "")).toBe(true);
  });

  it.each(["POST", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "get"])(
    "leaves %s to the app",
    (method) => {
      expect(isCacheableRequest(method, "/pricing", undefined)).toBe(false);
    },
  );

  it.each([
    "Cookie: aden_session=s%3Aabc",
    "aden_session=s%3Aabc",
    "theme=dark;aden_session=s%3Aabc",
    "theme=dark; aden_session=s%3Aabc; consent=1",
    "aden_session = s%3Aabc",
    "__Host-aden_session=s%3Aabc",
    "theme=dark; __Host-aden_session=s%3Aabc",
    "aden_session=",
  ])("leaves a request with the session cookie (%j) to the app", (cookie) => {
    const header = cookie.replace(/^Cookie: /, "");
    expect(isCacheableRequest("GET", "/pricing", header)).toBe(false);
  });

  it.each([
    "__session=abc",
    "aden_csrf=abc",
    "session=abc",
    "Aden_Session=abc",
    "theme=dark; consent=1",
  ])("answers a request whose cookies (%j) are not the session", (cookie) => {
    expect(isCacheableRequest("GET", "/pricing", cookie)).toBe(true);
  });

  it.each([
    "auth",
    "step",
    "rel",
    "rId",
    "email",
    "vuid",
    "contact",
    "booking",
  ])("leaves a page with the personal parameter %s to the app", (name) => {
    expect(isCacheableRequest("GET", `/pricing?${name}=1`, undefined)).toBe(
      false,
    );
    expect(isCacheableRequest("GET", `/?page=2&${name}=x`, undefined)).toBe(
      false,
    );
    expect(isCacheableRequest("GET", `/?${name}`, undefined)).toBe(false);
  });

  it("leaves the server's own paths and Remix's data requests to the app", () => {
    expect(isCacheableRequest("GET", "/__version", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/__mock-arp/x", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/blog.data", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/blog.data?_routes=x", undefined)).toBe(
      false,
    );
    expect(isCacheableRequest("GET", "/a__b", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/data", undefined)).toBe(true);
  });
});

describe("which responses the page cache keeps", () => {
  const PUBLIC = "public, max-age=0, s-maxage=300";

  async function serve(): Promise<string> {
    const app = express();
    app.use(assignCspNonce);
    app.use((_req, _res, next) => runWithRequestContext(next));
    app.use(createPageCache({ buildVersion: "test" }).servePage);
    app.get("/nonce", (_req, res) => {
      res.set("Cache-Control", PUBLIC).type("html");
      res.end(`<script nonce="${String(res.locals.cspNonce)}">1</script>`);
    });
    app.get("/kept", (_req, res) => {
      res.set("Cache-Control", PUBLIC).type("html").end("<p>kept</p>");
    });
    app.get("/not-found", (_req, res) => {
      res.status(404).set("Cache-Control", PUBLIC).type("html");
      res.end("<p>missing</p>");
    });
    app.get("/moved", (_req, res) => {
      res.set("Cache-Control", PUBLIC).type("html").status(301);
      res.set("Location", "/kept").end("<p>moved</p>");
    });
    app.get("/sets-cookie", (_req, res) => {
      res.set("Cache-Control", PUBLIC).type("html");
      res.cookie("aden_csrf", "token").end("<p>with a cookie</p>");
    });
    app.get("/private", (_req, res) => {
      res.set("Cache-Control", "private, no-cache").type("html");
      res.end("<p>private</p>");
    });
    app.get("/no-cache-control", (_req, res) => {
      res.type("html").end("<p>no policy</p>");
    });
    app.get("/json", (_req, res) => {
      res.set("Cache-Control", PUBLIC).type("json").end('{"a":1}');
    });
    return serveForThisTest(app);
  }

  async function cacheHeader(url: string) {
    return (await fetch(url, { redirect: "manual" })).headers.get(
      "x-page-cache",
    );
  }

  /** Asks for `path`, then for a page that is kept until it is served from memory: by then
   * `path`, asked for first, would have been stored too, had it been kept. */
  async function keptAfterOneRequest(origin: string, path: string) {
    expect(await cacheHeader(`${origin}${path}`)).toBe("miss");
    await fetch(`${origin}/kept`);
    await expect.poll(() => cacheHeader(`${origin}/kept`)).toBe("hit");
    return (await cacheHeader(`${origin}${path}`)) === "hit";
  }

  it("keeps a public HTML page answered 200", async () => {
    const origin = await serve();
    expect(await cacheHeader(`${origin}/kept`)).toBe("miss");
    await expect.poll(() => cacheHeader(`${origin}/kept`)).toBe("hit");
  });

  it.each([
    ["a 404", "/not-found"],
    ["a redirect", "/moved"],
    ["a page that sets a cookie", "/sets-cookie"],
    ["a private page", "/private"],
    ["a page without a Cache-Control", "/no-cache-control"],
    ["a response that is not HTML", "/json"],
    ["a page that carries its own response's nonce", "/nonce"],
  ])("never keeps %s", async (_what, path) => {
    const origin = await serve();
    expect(await keptAfterOneRequest(origin, path)).toBe(false);
  });

  it("never answers a request with the session cookie from memory, even for a kept page", async () => {
    const origin = await serve();
    await fetch(`${origin}/kept`);
    await expect.poll(() => cacheHeader(`${origin}/kept`)).toBe("hit");
    const signedIn = await fetch(`${origin}/kept`, {
      headers: { Cookie: "theme=dark; aden_session=s%3Aabc" },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const post = await fetch(`${origin}/kept`, { method: "POST" });
    expect(post.headers.get("x-page-cache")).toBeNull();
    const dialog = await fetch(`${origin}/kept?auth=login`);
    expect(dialog.headers.get("x-page-cache")).toBeNull();
  });
});

describe("what a kept page is served with", () => {
  const PAGE = "<!DOCTYPE html><p>" + "kept page ".repeat(50) + "</p>";

  async function serve(): Promise<string> {
    const app = express();
    app.use((_req, _res, next) => runWithRequestContext(next));
    app.use(createPageCache({ buildVersion: "test" }).servePage);
    app.get("/", (_req, res) => {
      res.set("Cache-Control", "public, s-maxage=300").type("html").end(PAGE);
    });
    app.get("/vary", (_req, res) => {
      res.set("Cache-Control", "public").set("Vary", "accept-encoding, Cookie");
      res.type("html").end("<p>vary</p>");
    });
    app.get("/encoded", (_req, res) => {
      res.set("Cache-Control", "public").type("html");
      res.write("3c703e", "hex");
      res.write("caf\xe9", "latin1", () => {});
      res.end("</p>", () => {});
    });
    // Ended with a callback alone, as Node's end(callback) allows.
    app.get("/ended-with-callback", (_req, res) => {
      res.set("Cache-Control", "public").type("html");
      res.write("<p>called back</p>");
      res.end(() => {});
    });
    // Ended without a last piece, as a stream's end() is.
    app.get("/ended-empty", (_req, res) => {
      res.set("Cache-Control", "public").type("html");
      res.write("<p>written</p>", () => {});
      res.end();
    });
    return serveForThisTest(app);
  }

  async function untilKept(url: string) {
    await fetch(url);
    await expect
      .poll(async () => (await fetch(url)).headers.get("x-page-cache"))
      .toBe("hit");
  }

  it("counts the pages it keeps", async () => {
    const cache = createPageCache({ buildVersion: "test" });
    const app = express();
    app.use((_req, _res, next) => runWithRequestContext(next));
    app.use(cache.servePage);
    app.get("/", (_req, res) => {
      res.set("Cache-Control", "public").type("html").end("<p>one</p>");
    });
    const origin = await serveForThisTest(app);
    expect(cache.size()).toBe(0);
    await untilKept(origin);
    expect(cache.size()).toBe(1);
  });

  it("is compressed once: Brotli's text mode at quality 8, gzip at level 9", async () => {
    const origin = await serve();
    await untilKept(origin);
    const br = await rawGet(origin, { "Accept-Encoding": "br" });
    expect(
      br.body.equals(
        brotliCompressSync(PAGE, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 8,
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(PAGE),
          },
        }),
      ),
    ).toBe(true);
    const gz = await rawGet(origin, { "Accept-Encoding": "gzip" });
    expect(gz.body.equals(gzipSync(PAGE, { level: 9 }))).toBe(true);
  });

  it("carries only the headers the page had: no empty Link or policy", async () => {
    const origin = await serve();
    await untilKept(origin);
    const hit = await rawGet(origin, { "Accept-Encoding": "identity" });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(Object.keys(hit.headers).sort()).toEqual([
      "cache-control",
      "connection",
      "content-length",
      "content-type",
      "date",
      "etag",
      "keep-alive",
      "vary",
      "x-page-cache",
      // Express's own; the site's server turns it off.
      "x-powered-by",
    ]);
    expect(hit.headers.vary).toBe("Accept-Encoding");
    expect(hit.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(hit.headers["content-length"]).toBe(String(PAGE.length));
    expect(hit.body.toString()).toBe(PAGE);
  });

  it("answers 304 without a Content-Type", async () => {
    const origin = await serve();
    await untilKept(origin);
    const first = await rawGet(origin, { "Accept-Encoding": "identity" });
    const again = await rawGet(origin, {
      "Accept-Encoding": "identity",
      "If-None-Match": first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.headers["content-type"]).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("names Accept-Encoding in Vary once, however the page spelled it", async () => {
    const origin = await serve();
    await untilKept(`${origin}/vary`);
    const hit = await rawGet(`${origin}/vary`, { "Accept-Encoding": "gzip" });
    expect(hit.headers.vary).toBe("accept-encoding, Cookie");
  });

  it("keeps a page ended without a last piece", async () => {
    const origin = await serve();
    await untilKept(`${origin}/ended-empty`);
    const hit = await rawGet(`${origin}/ended-empty`, {
      "Accept-Encoding": "identity",
    });
    expect(hit.body.toString()).toBe("<p>written</p>");
  });

  it("keeps a page ended with a callback alone", async () => {
    const origin = await serve();
    await untilKept(`${origin}/ended-with-callback`);
    const hit = await rawGet(`${origin}/ended-with-callback`, {
      "Accept-Encoding": "identity",
    });
    expect(hit.body.toString()).toBe("<p>called back</p>");
  });

  it("keeps a page written in hex and Latin-1 pieces as the bytes sent", async () => {
    const origin = await serve();
    await untilKept(`${origin}/encoded`);
    const hit = await rawGet(`${origin}/encoded`, {
      "Accept-Encoding": "identity",
    });
    expect(hit.body.equals(Buffer.from("<p>caf\xe9</p>", "latin1"))).toBe(true);
  });
});
