import { get } from "node:http";
import type { AddressInfo } from "node:net";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  inflateSync,
} from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE } from "~/lib/cache.server";
import { runWithRequestContext } from "~/lib/request-context.server";
import { compressDynamicResponses } from "../server/compression";
import { createPageCache } from "../server/page-cache";

// server/compression.ts (decision 053): responses made per request are compressed as they
// stream; a page the page cache stores went out compressed once and is never compressed again.

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Over the 1 KB below which nothing is compressed, and in more than one script. */
const PAGE = `<!DOCTYPE html><html><body>${"<p>Côte d’Ivoire · 東京 · 🚀</p>".repeat(200)}</body></html>`;

/** Requests and renders of /gated, which answers only once the test calls `gated.open()`. */
const gated = { arrived: 0, renders: 0, open: () => {} };

async function serve(): Promise<string> {
  gated.arrived = 0;
  gated.renders = 0;
  const gate = new Promise<void>((resolve) => (gated.open = resolve));
  const app = express();
  app.use((_req, _res, next) => runWithRequestContext(next));
  app.use((req, _res, next) => {
    if (req.path === "/gated") gated.arrived += 1;
    next();
  });
  app.use(compressDynamicResponses());
  app.use(createPageCache({ buildVersion: "test" }).servePage);
  app.get("/public", (_req, res) => {
    res.set("Cache-Control", CACHE.publicPage).type("html").send(PAGE);
  });
  app.get("/gated", async (_req, res) => {
    gated.renders += 1;
    await gate;
    res.set("Cache-Control", CACHE.publicPage).type("html").send(PAGE);
  });
  app.get("/image", (_req, res) => {
    res.set("Cache-Control", "private, no-store").type("png").send(PAGE);
  });
  app.get("/private", (_req, res) => {
    const bytes = Buffer.from(PAGE);
    res.set("Cache-Control", "private, no-store").type("html");
    // Streamed in two pieces, as Remix does.
    res.write(bytes.subarray(0, 1000));
    res.end(bytes.subarray(1000));
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** The page as a response made per request carries it: Brotli 3, text mode, a 64 KiB window. */
const PAGE_IN_BROTLI_3 = brotliCompressSync(PAGE, {
  params: {
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_QUALITY]: 3,
    [zlib.BROTLI_PARAM_LGWIN]: 16,
  },
});

/** The raw answer: fetch() would decode it. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

describe("dynamic responses", () => {
  it("are sent in Brotli to a browser, and decode to the page", async () => {
    const origin = await serve();
    const answer = await rawGet(`${origin}/private`, "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    // Compressed, not merely re-encoded: the page repeats itself.
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 10);
  });

  it("are sent in gzip to a crawler that asks for gzip, and as they are to one that asks for nothing", async () => {
    const origin = await serve();
    const gz = await rawGet(`${origin}/private`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    const plain = await rawGet(`${origin}/private`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("use Brotli quality 3 in text mode with a 64 KiB window", async () => {
    const origin = await serve();
    const answer = await rawGet(`${origin}/private`, "br");
    expect(answer.body.equals(PAGE_IN_BROTLI_3)).toBe(true);
  });

  it("are left as they are when their type doesn't compress (an image)", async () => {
    const origin = await serve();
    const answer = await rawGet(`${origin}/image`, "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(PAGE);
  });
});

describe("page-cache hits", () => {
  async function cachedOrigin() {
    const origin = await serve();
    await expect
      .poll(
        async () =>
          (await rawGet(`${origin}/public`, "br")).headers["x-page-cache"],
      )
      .toBe("hit");
    return origin;
  }

  it("go out as stored: the same Brotli bytes each time, with the stored length", async () => {
    const origin = await cachedOrigin();
    const first = await rawGet(`${origin}/public`, "gzip, deflate, br, zstd");
    const second = await rawGet(`${origin}/public`, "gzip, deflate, br, zstd");
    expect(first.headers["x-page-cache"]).toBe("hit");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
  });

  it("are not compressed afresh for a client that accepts only deflate: it gets the page as it is", async () => {
    const origin = await cachedOrigin();
    const answer = await rawGet(`${origin}/public`, "deflate");
    expect(answer.headers["x-page-cache"]).toBe("hit");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(PAGE);
    // A miss of the same page would be deflated per response, as any dynamic one.
    const miss = await rawGet(`${origin}/private`, "deflate");
    expect(miss.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(miss.body).toString()).toBe(PAGE);
  });
});

describe("a page shared from another visitor's render before it is kept", () => {
  it("is compressed for its response, as a miss is: Brotli quality 3", async () => {
    const origin = await serve();
    const first = rawGet(`${origin}/gated`, "br");
    await expect.poll(() => gated.renders).toBe(1);
    // Arrives while the first renders, so it waits for that render rather than rendering too.
    const second = rawGet(`${origin}/gated`, "gzip, deflate, br, zstd");
    await expect.poll(() => gated.arrived).toBe(2);
    gated.open();
    const [miss, shared] = await Promise.all([first, second]);
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(shared.headers["x-page-cache"]).toBe("shared");
    expect(shared.headers["content-encoding"]).toBe("br");
    expect(shared.headers.vary).toBe("Accept-Encoding");
    expect(shared.body.equals(PAGE_IN_BROTLI_3)).toBe(true);
    expect(gated.renders).toBe(1);
  });
});
