import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE } from "~/lib/cache.server";
import {
  markRequestPersonal,
  runWithRequestContext,
} from "~/lib/request-context.server";
import {
  createPageCache,
  cutAtNonce,
  isCacheableRequest,
  withNonce,
} from "../server/page-cache";
import { assignCspNonce } from "../server/security";

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A public page that carries its response's nonce three times, and text in several scripts. */
function page(nonce: string) {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p>Côte d’Ivoire · 東京 · 🚀</p><script nonce="${nonce}">2</script><script nonce="${nonce}">3</script></body></html>`;
}

async function serveCachedApp(): Promise<string> {
  const app = express();
  app.use(assignCspNonce);
  app.use((_req, _res, next) => runWithRequestContext(next));
  app.use(createPageCache({ buildVersion: "test" }).servePage);
  // Stands for a page whose rendering read a session holding a user (session.server.ts marks
  // the request), while the app still called the page public: the cache must not keep it.
  app.get("/greeting", async (req, res) => {
    const name = req.get("x-test-user");
    await Promise.resolve();
    if (name) markRequestPersonal();
    res.set("Cache-Control", CACHE.publicPage).type("html");
    res.end(`<p>${name ? `Hello, ${name}` : "Hello"}</p>`);
  });
  app.get("/", (_req, res) => {
    res.set("Cache-Control", CACHE.publicPage).type("html");
    // Streamed in pieces, as Remix does, one of them cutting a character in two.
    const bytes = Buffer.from(page(res.locals.cspNonce));
    const cut = bytes.indexOf("東") + 1;
    res.write(bytes.subarray(0, cut));
    res.end(bytes.subarray(cut));
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1] ?? "";

describe("the page cache's nonce", () => {
  it("cuts a page at every nonce and joins it around another", () => {
    const nonce = "n0nc3+/n0nc3+/n0nc3+/==";
    const pieces = cutAtNonce(Buffer.from(page(nonce)), nonce);
    expect(pieces).toHaveLength(4);
    expect(Buffer.concat(withNonce(pieces, "fresh")).toString()).toBe(
      page("fresh"),
    );
  });

  it("keeps a page without a nonce whole", () => {
    const pieces = cutAtNonce(Buffer.from("<p>no scripts</p>"), "abc");
    expect(Buffer.concat(withNonce(pieces, "xyz")).toString()).toBe(
      "<p>no scripts</p>",
    );
  });

  it("serves a hit with its own nonce, the exact length and the page's bytes", async () => {
    const origin = await serveCachedApp();
    const miss = await fetch(origin);
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    const missBody = await miss.text();

    const bodies: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const hit = await fetch(origin);
      const body = await hit.text();
      bodies.push(body);
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      expect(body).toBe(page(nonceOf(body)));
      expect(Number(hit.headers.get("content-length"))).toBe(
        Buffer.byteLength(body),
      );
      // A nonce makes every response unique: an ETag would never match.
      expect(hit.headers.get("etag")).toBeNull();
      expect(hit.headers.get("cache-control")).toBe(CACHE.publicPage);
    }
    const nonces = [missBody, ...bodies].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
  });
});

describe("the page cache and personal pages", () => {
  it("never stores a page whose rendering read a session holding anything", async () => {
    const origin = await serveCachedApp();
    const personal = await fetch(`${origin}/greeting`, {
      headers: { "x-test-user": "Ada" },
    });
    expect(await personal.text()).toBe("<p>Hello, Ada</p>");
    const anonymous = await fetch(`${origin}/greeting`);
    expect(anonymous.headers.get("x-page-cache")).toBe("miss");
    expect(await anonymous.text()).toBe("<p>Hello</p>");
    // The anonymous page itself is kept.
    const again = await fetch(`${origin}/greeting`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe("<p>Hello</p>");
  });

  it("stores nothing outside a request context (fails closed)", async () => {
    const app = express();
    app.use(assignCspNonce);
    app.use(createPageCache({ buildVersion: "test" }).servePage);
    app.get("/", (_req, res) => {
      res.set("Cache-Control", CACHE.publicPage).type("html").end("<p>x</p>");
    });
    const origin = await new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        servers.push(server);
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    await fetch(origin);
    expect((await fetch(origin)).headers.get("x-page-cache")).toBe("miss");
  });

  // Every spelling the session's cookie parser reads as the session cookie (issue 24).
  it.each([
    "aden_session=s%3Aabc",
    "aden_session =s%3Aabc",
    "aden_session\t=s%3Aabc",
    "  aden_session = s%3Aabc",
    "theme=dark; aden_session =s%3Aabc",
    "aden_session=s%3Aabc; aden_session=s%3Axyz",
    "__Host-aden_session=s%3Aabc",
    "__Host-aden_session\t =s%3Aabc",
  ])("goes to the app for a request whose Cookie reads %j", (cookie) => {
    expect(isCacheableRequest("GET", "/pricing", cookie)).toBe(false);
  });

  it.each(["theme=dark", "xaden_session=1", "aden_session_old=1", ""])(
    "serves from memory when the Cookie header is %j",
    (cookie) => {
      expect(isCacheableRequest("GET", "/pricing", cookie)).toBe(true);
    },
  );
});
