import type * as NodeZlib from "node:zlib";
import express from "express";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE } from "~/lib/cache.server";
import { runWithRequestContext } from "~/lib/request-context.server";
import { createPageCache } from "../server/page-cache";
import { serveForThisTest } from "./http-helpers";

/**
 * zlib's one-shot compressors, watched: how many run at once, and, while `holding`, started only
 * when the test lets them.
 */
const zlibWatch = vi.hoisted(() => ({
  running: 0,
  mostAtOnce: 0,
  started: 0,
  holding: false,
  held: [] as Array<() => void>,
}));

vi.mock("node:zlib", async (importOriginal) => {
  const real = await importOriginal<typeof NodeZlib>();
  type OneShot = (
    buffer: Buffer,
    options: object,
    callback: (error: Error | null, result: Buffer) => void,
  ) => void;
  const watched =
    (compress: OneShot): OneShot =>
    (buffer, options, callback) => {
      const run = () => {
        zlibWatch.started += 1;
        zlibWatch.running += 1;
        zlibWatch.mostAtOnce = Math.max(
          zlibWatch.mostAtOnce,
          zlibWatch.running,
        );
        compress(buffer, options, (error, result) => {
          zlibWatch.running -= 1;
          callback(error, result);
        });
      };
      if (zlibWatch.holding) zlibWatch.held.push(run);
      else run();
    };
  return {
    ...real,
    brotliCompress: watched(real.brotliCompress as OneShot),
    gzip: watched(real.gzip as OneShot),
  };
});

beforeEach(() => {
  Object.assign(zlibWatch, {
    running: 0,
    mostAtOnce: 0,
    started: 0,
    holding: false,
    held: [],
  });
});

/** Lets the held compressions go, and every later one run at once. */
function release() {
  zlibWatch.holding = false;
  for (const run of zlibWatch.held.splice(0)) run();
}

/** A site of public pages, /page/1, /page/2…, each the same for everyone. */
async function serveSite(): Promise<string> {
  const app = express();
  app.use((_req, _res, next) => runWithRequestContext(next));
  app.use(createPageCache({ buildVersion: "test" }).servePage);
  app.get("/page/:number", (req, res) => {
    res.set("Cache-Control", CACHE.publicPage).type("html");
    res.end(`<h1>Page ${req.params.number}</h1>${"<p>Text.</p>".repeat(200)}`);
  });
  return serveForThisTest(app);
}

const pageCacheOf = async (url: string) =>
  (await fetch(url)).headers.get("x-page-cache");

/** Visits pages 1 to `count` once, all at once, as a crawler's burst would. */
async function visitAll(origin: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(`${origin}/page/${index + 1}`),
    ),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    await answer.text();
  }
}

describe("kept pages are compressed one at a time", () => {
  it("starts one compression while six new pages wait, and runs no two at once", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    await visitAll(origin, 6);
    await expect.poll(() => zlibWatch.held.length).toBe(1);

    release();
    for (let number = 1; number <= 6; number += 1) {
      await expect
        .poll(() => pageCacheOf(`${origin}/page/${number}`))
        .toBe("hit");
    }
    // Each page: one Brotli and one gzip, one after the other.
    expect(zlibWatch.started).toBe(12);
    expect(zlibWatch.mostAtOnce).toBe(1);
  });

  it("keeps a page while 32 wait their turn, and not one past that", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    // The first is being compressed (held); 32 wait behind it.
    await visitAll(origin, 33);
    await expect.poll(() => zlibWatch.held.length).toBe(1);

    const past = await fetch(`${origin}/page/34`);
    expect(past.headers.get("x-page-cache")).toBe("miss");
    await past.text();

    release();
    await expect.poll(() => pageCacheOf(`${origin}/page/33`)).toBe("hit");
    // A later page is compressed after anything still waiting: once it is kept, page 34 would
    // have been too.
    expect(await pageCacheOf(`${origin}/page/35`)).toBe("miss");
    await expect.poll(() => pageCacheOf(`${origin}/page/35`)).toBe("hit");
    // 34 pages kept, two compressions each: page 34 was served and never queued.
    expect(zlibWatch.started).toBe(68);
    expect(await pageCacheOf(`${origin}/page/34`)).toBe("miss");
  });
});
