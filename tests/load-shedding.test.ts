import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { healthEndpoints } from "../server/health";
import { createServer } from "node:http";
import {
  createOverloadGauge,
  refuseEarlyWhenBusy,
  shedLoad,
  shedLoadWhenBusy,
} from "../server/load-shedding";

// server/load-shedding.ts (decision 054): past saturation, 503 with Retry-After; the probes
// still answer.

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function serve(isOverloaded: () => boolean): Promise<string> {
  const app = express();
  app.use(
    healthEndpoints({
      buildVersion: () => "0123abcd",
      isDraining: () => false,
    }),
  );
  app.use(shedLoad(isOverloaded));
  app.get("/", (_req, res) => {
    res.send("the page");
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      stops.push(() => server.close());
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

describe("the overload decision", () => {
  it("sheds while a sample's mean event-loop delay is over 100 ms with 32 requests in flight, and stops when either falls back", () => {
    const gauge = createOverloadGauge();
    for (let request = 0; request < 32; request += 1) gauge.admitted();
    expect(gauge.isOverloaded()).toBe(false);
    gauge.record(100);
    expect(gauge.isOverloaded()).toBe(false);
    gauge.record(101);
    expect(gauge.isOverloaded()).toBe(true);
    gauge.record(350);
    expect(gauge.isOverloaded()).toBe(true);
    gauge.answered();
    expect(gauge.inFlight()).toBe(31);
    expect(gauge.isOverloaded()).toBe(false);
    gauge.admitted();
    expect(gauge.isOverloaded()).toBe(true);
    gauge.record(20);
    expect(gauge.isOverloaded()).toBe(false);
  });

  it("never sheds a late loop with few requests of its own (a cold start's first renders)", () => {
    const gauge = createOverloadGauge();
    gauge.admitted();
    gauge.record(2000);
    expect(gauge.isOverloaded()).toBe(false);
  });

  it("takes its limits as given", () => {
    const gauge = createOverloadGauge({ maxDelayMs: 50, minInFlight: 0 });
    gauge.record(51);
    expect(gauge.isOverloaded()).toBe(true);
    gauge.record(50);
    expect(gauge.isOverloaded()).toBe(false);
  });
});

describe("the early refusal, before Express", () => {
  async function serveRaw(overloaded: boolean): Promise<string> {
    const refused = refuseEarlyWhenBusy(
      () => overloaded,
      (req) => req.url === "/cached",
    );
    const server = createServer((req, res) => {
      if (!refused(req, res)) res.end("the page");
    });
    stops.push(() => server.close());
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("refuses what would be rendered while overloaded: 503, Retry-After 2, and the connection closed", async () => {
    const origin = await serveRaw(true);
    const response = await fetch(`${origin}/signed-in-page`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toBe(
      "The site is busy right now. Please try again in a moment.",
    );
  });

  it("lets through what can be answered cheaply, and everything when not overloaded", async () => {
    const overloaded = await serveRaw(true);
    expect(await (await fetch(`${overloaded}/cached`)).text()).toBe("the page");
    const keepingUp = await serveRaw(false);
    expect((await fetch(`${keepingUp}/signed-in-page`)).status).toBe(200);
  });

  it("is asked before Express in server.ts, with the page cache's rule", () => {
    const source = readFileSync(
      new URL("../server.ts", import.meta.url),
      "utf8",
    );
    expect(source).toMatch(
      /refuseEarlyWhenBusy\(\s*loadShedding\.isOverloaded,\s*\(req\) =>\s*isCacheableRequest\(/,
    );
    expect(source).toMatch(/if \(!refusedEarly\(req, res\)\) app\(req, res\);/);
  });
});

describe("a shed request", () => {
  it("gets 503, Retry-After: 2, no-store and a plain message", async () => {
    const origin = await serve(() => true);
    const response = await fetch(origin);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      "The site is busy right now. Please try again in a moment.",
    );
  });

  it("is served as usual when the server keeps up", async () => {
    const origin = await serve(() => false);
    const response = await fetch(origin);
    expect(response.status).toBe(200);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.text()).toBe("the page");
  });

  it("never is a probe: /healthz and /readyz answer 200 while pages are shed", async () => {
    const origin = await serve(() => true);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(origin)).status).toBe(503);
  });

  it("is decided after the probes and the page cache in server.ts", () => {
    const source = readFileSync(
      new URL("../server.ts", import.meta.url),
      "utf8",
    );
    const probes = source.indexOf("app.use(\n    healthEndpoints(");
    const pageCache = source.indexOf("createPageCache(");
    const shedding = source.indexOf("app.use(loadShedding.middleware)");
    expect(probes).toBeGreaterThan(-1);
    expect(pageCache).toBeGreaterThan(probes);
    // The page cache's answers are never refused: only what would be rendered.
    expect(shedding).toBeGreaterThan(pageCache);
    // On unless LOAD_SHEDDING=false.
    expect(source).toContain(
      "const loadShedding = shedLoadWhenBusy({ enabled: env.loadShedding });",
    );
  });
});

describe("the event-loop monitor", () => {
  it("counts the requests it let through until each is answered", async () => {
    const shedding = shedLoadWhenBusy();
    stops.push(shedding.stop);
    const app = express();
    app.use(shedding.middleware);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get("/", async (_req, res) => {
      await released;
      res.send("the page");
    });
    const origin = await new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        stops.push(() => server.close());
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    const answers = [fetch(origin), fetch(origin)];
    await expect.poll(() => shedding.inFlight()).toBe(2);
    release();
    for (const answer of await Promise.all(answers))
      expect(await answer.text()).toBe("the page");
    await expect.poll(() => shedding.inFlight()).toBe(0);
  });

  it("samples on one timer however often it is started, and never again once stopped", () => {
    vi.useFakeTimers();
    try {
      const shedding = shedLoadWhenBusy();
      shedding.start();
      shedding.start();
      expect(vi.getTimerCount()).toBe(1);
      shedding.stop();
      expect(vi.getTimerCount()).toBe(0);
      shedding.start();
      expect(vi.getTimerCount()).toBe(0);
      // Stopped before it ever started (a shutdown during the start-up).
      const unused = shedLoadWhenBusy();
      unused.stop();
      unused.start();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("turned off (LOAD_SHEDDING=false), never samples the loop, so never refuses", () => {
    vi.useFakeTimers();
    try {
      const shedding = shedLoadWhenBusy({
        enabled: false,
        maxDelayMs: 0,
        minInFlight: 0,
      });
      shedding.start();
      expect(vi.getTimerCount()).toBe(0);
      // A loop 10 s late would turn it on at the next sample; there is none.
      vi.advanceTimersByTime(10_000);
      expect(shedding.isOverloaded()).toBe(false);
      shedding.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  /** Keeps the event loop busy in 30 ms slices, yielding to timers between them. */
  async function blockInSlices(slices: number) {
    for (let slice = 0; slice < slices; slice += 1) {
      const until = Date.now() + 30;
      while (Date.now() < until) {
        // Busy: this is the load.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("turns on while the loop runs late, and off once it keeps up again", async () => {
    const shedding = shedLoadWhenBusy({ maxDelayMs: 5, minInFlight: 0 });
    stops.push(shedding.stop);
    expect(shedding.isOverloaded()).toBe(false);
    // Sampling begins with the first request (or here, by hand).
    shedding.start();
    let slices = 0;
    while (!shedding.isOverloaded() && slices < 200) {
      await blockInSlices(5);
      slices += 5;
    }
    expect(shedding.isOverloaded()).toBe(true);
    await expect
      .poll(() => shedding.isOverloaded(), { timeout: 5000 })
      .toBe(false);
  });

  it("counts a loop blocked for a whole sample, when the histogram saw no tick", async () => {
    const shedding = shedLoadWhenBusy({ maxDelayMs: 100, minInFlight: 0 });
    stops.push(shedding.stop);
    shedding.start();
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      // Blocked past three sampling windows.
    }
    await expect.poll(() => shedding.isOverloaded()).toBe(true);
  });
});
