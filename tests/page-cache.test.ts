import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE } from "~/lib/cache.server";
import {
  markRequestPersonal,
  runWithRequestContext,
} from "~/lib/request-context.server";
import {
  createPageCache,
  entityTag,
  isCacheableRequest,
  matchesIfNoneMatch,
} from "../server/page-cache";
import { assignCspNonce } from "../server/security";
import { rawGet } from "./http-helpers";

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A public page the same for everyone: text in several scripts, none with a nonce. */
const PAGE =
  "<!DOCTYPE html><html><head><script>1</script></head><body><p>Côte d’Ivoire · 東京 · 🚀</p><script>2</script></body></html>";

async function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

const renders = { slow: 0 };

async function serveCachedApp(): Promise<string> {
  renders.slow = 0;
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
  // A public page that takes a moment to render, counting its renders.
  app.get("/slow", async (req, res) => {
    renders.slow += 1;
    const name = req.get("x-test-user");
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (name) markRequestPersonal();
    res.set("Cache-Control", CACHE.publicPage).type("html");
    res.end(`<p>${name ? `Slow hello, ${name}` : "Slow hello"}</p>`);
  });
  // A public page that carries its own response's nonce: that response's alone.
  app.get("/nonce", (_req, res) => {
    res.set("Cache-Control", CACHE.publicPage).type("html");
    res.end(`<script nonce="${res.locals.cspNonce}">1</script>`);
  });
  app.get("/", (_req, res) => {
    res
      .set("Cache-Control", CACHE.publicPage)
      .set("Vary", "Cookie")
      .set(
        "Content-Security-Policy",
        "script-src 'sha256-abc' 'strict-dynamic'",
      )
      .type("html");
    // Streamed in pieces, as Remix does, one of them cutting a character in two.
    const bytes = Buffer.from(PAGE);
    const cut = bytes.indexOf("東") + 1;
    res.write(bytes.subarray(0, cut));
    res.end(bytes.subarray(cut));
  });
  return listen(app);
}

/** Asks until the page is served from memory (it is stored once compressed, off the thread). */
async function untilCached(url: string, headers: Record<string, string> = {}) {
  await expect
    .poll(async () =>
      (await fetch(url, { headers })).headers.get("x-page-cache"),
    )
    .toBe("hit");
}

describe("the page cache keeps whole pages, compressed once", () => {
  it("serves the same bytes to everyone, in Brotli, gzip or as they are", async () => {
    const origin = await serveCachedApp();
    expect((await fetch(origin)).headers.get("x-page-cache")).toBe("miss");
    await untilCached(origin);

    const br = await rawGet(origin, {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await rawGet(origin, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);

    const plain = await rawGet(origin, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);

    for (const answer of [br, gz, plain]) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      );
      expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
      // The page's own policy, stored with it: no nonce of this response.
      expect(answer.headers["content-security-policy"]).toBe(
        "script-src 'sha256-abc' 'strict-dynamic'",
      );
    }
    // A strong ETag per encoding: different bytes, different tags.
    const tags = [br, gz, plain].map((answer) => answer.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);

    const again = await rawGet(origin, { "Accept-Encoding": "gzip, br" });
    expect(again.body.equals(br.body)).toBe(true);
  });

  it("answers 304 without a body when the browser's copy is current", async () => {
    const origin = await serveCachedApp();
    await untilCached(origin);
    const first = await rawGet(origin, { "Accept-Encoding": "br" });
    const revalidated = await rawGet(origin, {
      "Accept-Encoding": "br",
      "If-None-Match": `"other", ${first.headers.etag as string}`,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const otherEncoding = await rawGet(origin, {
      "Accept-Encoding": "gzip",
      "If-None-Match": first.headers.etag as string,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("never stores a page that carries its own response's nonce", async () => {
    const origin = await serveCachedApp();
    const first = await fetch(`${origin}/nonce`);
    const second = await fetch(`${origin}/nonce`);
    expect(second.headers.get("x-page-cache")).toBe("miss");
    expect(await second.text()).not.toBe(await first.text());
  });
});

describe("a burst of misses for one page", () => {
  it("renders it once and serves the others what it rendered", async () => {
    const origin = await serveCachedApp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${origin}/slow`)),
    );
    expect(renders.slow).toBe(1);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const sources = answers.map((answer) => answer.headers.get("x-page-cache"));
    expect(sources.filter((source) => source === "miss")).toHaveLength(1);
    expect(sources.filter((source) => source === "shared")).toHaveLength(5);
    for (const answer of answers)
      expect(await answer.text()).toBe("<p>Slow hello</p>");
  });

  it("never hands a page that could not be kept to those waiting: each renders its own", async () => {
    const origin = await serveCachedApp();
    const personal = fetch(`${origin}/slow`, {
      headers: { "x-test-user": "Ada" },
    });
    // Sent once the first is rendering, so they wait on it.
    await expect.poll(() => renders.slow).toBe(1);
    const others = await Promise.all([
      fetch(`${origin}/slow`),
      fetch(`${origin}/slow`),
    ]);
    expect(await (await personal).text()).toBe("<p>Slow hello, Ada</p>");
    // Rendered for them (at once or after one of them stored it), never Ada's page.
    for (const answer of others) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("<p>Slow hello</p>");
    }
    expect(renders.slow).toBeGreaterThanOrEqual(2);
  });

  it("lets those waiting go on when the first visitor leaves before the page is sent", async () => {
    const origin = await serveCachedApp();
    const leaving = new AbortController();
    const first = fetch(`${origin}/slow`, { signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await expect.poll(() => renders.slow).toBe(1);
    const second = fetch(`${origin}/slow`);
    leaving.abort();
    await first;
    const answer = await second;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<p>Slow hello</p>");
  });
});

describe("a visitor who leaves", () => {
  /** A page whose render waits for the test; `hold` says which renders never answer at all. */
  async function serveHeldApp(hold: (render: number) => boolean) {
    const seen = { arrived: 0, closed: 0, renders: 0 };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.use((req, res, next) => {
      seen.arrived += 1;
      res.once("close", () => (seen.closed += 1));
      runWithRequestContext(next);
    });
    app.use(createPageCache({ buildVersion: "test" }).servePage);
    app.get("/held", async (req, res) => {
      seen.renders += 1;
      if (hold(seen.renders)) return;
      await released;
      if (req.get("x-test-user")) markRequestPersonal();
      res.set("Cache-Control", CACHE.publicPage).type("html");
      res.end(`<p>render ${seen.renders}</p>`);
    });
    return { origin: await listen(app), seen, release };
  }

  it("lets those waiting render their own when the first visitor's page never comes", async () => {
    const { origin, seen, release } = await serveHeldApp(
      (render) => render === 1,
    );
    release();
    const leaving = new AbortController();
    const first = fetch(`${origin}/held`, { signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await expect.poll(() => seen.renders).toBe(1);
    const second = fetch(`${origin}/held`);
    await expect.poll(() => seen.arrived).toBe(2);
    leaving.abort();
    await first;
    const answer = await second;
    expect(await answer.text()).toBe("<p>render 2</p>");
  });

  it("costs no render once gone while waiting for another's", async () => {
    const { origin, seen, release } = await serveHeldApp(() => false);
    // The first page can't be kept, so those waiting would each render their own.
    const first = fetch(`${origin}/held`, {
      headers: { "x-test-user": "Ada" },
    });
    await expect.poll(() => seen.renders).toBe(1);
    const leaving = new AbortController();
    const second = fetch(`${origin}/held`, { signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await expect.poll(() => seen.arrived).toBe(2);
    leaving.abort();
    await second;
    await expect.poll(() => seen.closed).toBe(1);
    release();
    expect(await (await first).text()).toBe("<p>render 1</p>");
    expect(seen.renders).toBe(1);
  });
});

describe("entityTag and If-None-Match", () => {
  it("names each encoding's bytes apart", () => {
    expect(entityTag("abc", "identity")).toBe('"abc"');
    expect(entityTag("abc", "br")).toBe('"abc-br"');
    expect(entityTag("abc", "gzip")).toBe('"abc-gzip"');
  });

  it("matches a listed tag, a weak one or *, and nothing else", () => {
    expect(matchesIfNoneMatch('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false);
    // Only a leading W/ marks a weak tag.
    expect(matchesIfNoneMatch('"aW/bc"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
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
    await untilCached(`${origin}/greeting`);
    expect(await (await fetch(`${origin}/greeting`)).text()).toBe(
      "<p>Hello</p>",
    );
  });

  it("stores nothing outside a request context (fails closed)", async () => {
    const app = express();
    app.use(assignCspNonce);
    app.use(createPageCache({ buildVersion: "test" }).servePage);
    app.get("/", (_req, res) => {
      res.set("Cache-Control", CACHE.publicPage).type("html").end("<p>x</p>");
    });
    const origin = await listen(app);
    await fetch(origin);
    // Long enough for a compression to finish, had it started.
    await new Promise((resolve) => setImmediate(resolve));
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
