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
  failing: false,
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
          if (zlibWatch.failing) callback(new Error("out of memory"), result);
          else callback(error, result);
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
    failing: false,
    held: [],
  });
});

/** Lets the held compressions go, and every later one run at once. */
function release() {
  zlibWatch.holding = false;
  for (const run of zlibWatch.held.splice(0)) run();
}

/** Renders of each page, and the gate the /gated pages wait at. */
const site = { renders: new Map<string, number>(), arrived: 0, open: () => {} };

/**
 * A site of public pages, /page/1, /page/2…, each the same for everyone; /gated/1… render only
 * once the test calls `site.open()`.
 */
async function serveSite(): Promise<string> {
  site.renders = new Map();
  site.arrived = 0;
  const gate = new Promise<void>((resolve) => (site.open = resolve));
  const app = express();
  app.use((_req, _res, next) => {
    site.arrived += 1;
    runWithRequestContext(next);
  });
  app.use(createPageCache({ buildVersion: "test" }).servePage);
  app.get("/:kind/:number", async (req, res) => {
    const { kind, number } = req.params;
    site.renders.set(req.path, (site.renders.get(req.path) ?? 0) + 1);
    if (kind === "gated") await gate;
    res.set("Cache-Control", CACHE.publicPage).type("html");
    res.end(`<h1>Page ${number}</h1>${"<p>Text.</p>".repeat(200)}`);
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
  it("starts two compressions while six new pages wait, and never runs more than two at once", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    await visitAll(origin, 6);
    await expect.poll(() => zlibWatch.held.length).toBe(2);

    release();
    for (let number = 1; number <= 6; number += 1) {
      await expect
        .poll(() => pageCacheOf(`${origin}/page/${number}`))
        .toBe("hit");
    }
    // Each page: one Brotli and one gzip, one after the other.
    expect(zlibWatch.started).toBe(12);
    expect(zlibWatch.mostAtOnce).toBe(2);
  });

  it("keeps a page while 32 wait their turn, and not one past that", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    // Two are being compressed (held); 32 wait behind them.
    await visitAll(origin, 34);
    await expect.poll(() => zlibWatch.held.length).toBe(2);

    // The 32nd waiting is in the lane: served from there, not rendered again.
    expect(await pageCacheOf(`${origin}/page/34`)).toBe("shared");
    expect(site.renders.get("/page/34")).toBe(1);
    // One more finds the lane full: served, rendered again on the next visit.
    expect(await pageCacheOf(`${origin}/page/35`)).toBe("miss");
    expect(await pageCacheOf(`${origin}/page/35`)).toBe("miss");
    expect(site.renders.get("/page/35")).toBe(2);

    release();
    // The lane's last page kept: every one before it is too, and nothing is left running.
    await expect.poll(() => pageCacheOf(`${origin}/page/34`)).toBe("hit");
    await expect.poll(() => zlibWatch.running).toBe(0);
    expect(zlibWatch.started).toBe(68);
  });
});

describe("visitors to a page not yet kept", () => {
  it("get another's render at once while it waits behind other pages' compressions", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    // Pages 1 and 2 are being compressed (held); page 3 waits behind them.
    await visitAll(origin, 3);
    await expect.poll(() => zlibWatch.held.length).toBe(2);

    const waiting = await fetch(`${origin}/page/3`);
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get("x-page-cache")).toBe("shared");
    expect(waiting.headers.get("content-type")).toBe(
      "text/html; charset=utf-8",
    );
    expect(await waiting.text()).toBe(
      `<h1>Page 3</h1>${"<p>Text.</p>".repeat(200)}`,
    );
    // Still held: the answer did not wait for any compression.
    expect(zlibWatch.held).toHaveLength(2);
    expect(site.renders.get("/page/3")).toBe(1);
    release();
    // The lane drained before the next test watches zlib.
    await expect.poll(() => pageCacheOf(`${origin}/page/3`)).toBe("hit");
    await expect.poll(() => zlibWatch.running).toBe(0);
  });

  it("cost one render in a burst, even when the lane is too full to keep the page", async () => {
    const origin = await serveSite();
    zlibWatch.holding = true;
    await visitAll(origin, 34);
    await expect.poll(() => zlibWatch.held.length).toBe(2);

    const arrivedBefore = site.arrived;
    const burst = Array.from({ length: 5 }, () => fetch(`${origin}/gated/1`));
    await expect.poll(() => site.arrived).toBe(arrivedBefore + 5);
    site.open();
    const answers = await Promise.all(burst);
    const sources = answers.map((answer) => answer.headers.get("x-page-cache"));
    expect(sources.sort()).toEqual([
      "miss",
      "shared",
      "shared",
      "shared",
      "shared",
    ]);
    for (const answer of answers)
      expect(await answer.text()).toBe(
        `<h1>Page 1</h1>${"<p>Text.</p>".repeat(200)}`,
      );
    expect(site.renders.get("/gated/1")).toBe(1);
    release();
    await expect.poll(() => pageCacheOf(`${origin}/page/34`)).toBe("hit");
    await expect.poll(() => zlibWatch.running).toBe(0);
  });

  it("render a page again once its compression failed: it is neither kept nor handed on", async () => {
    const origin = await serveSite();
    zlibWatch.failing = true;
    expect(await pageCacheOf(`${origin}/page/1`)).toBe("miss");
    await expect.poll(() => zlibWatch.started).toBe(1);
    await expect.poll(() => zlibWatch.running).toBe(0);
    zlibWatch.failing = false;
    expect(await pageCacheOf(`${origin}/page/1`)).toBe("miss");
    expect(site.renders.get("/page/1")).toBe(2);
    await expect.poll(() => pageCacheOf(`${origin}/page/1`)).toBe("hit");
  });
});
