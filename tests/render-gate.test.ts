import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_RENDER_WAIT_MS, renderGate } from "../server/render-gate";

// server/render-gate.ts (decision 056): renders take turns; past the queue's bound, 503.

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** An app whose page answers only when the test says so, behind a gate of the given size. */
async function serveHeldPages(limits: {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs?: number;
}) {
  const gate = renderGate(limits);
  const started: string[] = [];
  const closed: string[] = [];
  const release = new Map<string, () => void>();
  const app = express();
  app.use((req, res, next) => {
    res.once("close", () => closed.push(req.path.slice(1)));
    next();
  });
  app.use(gate.middleware);
  app.get("/:name", (req, res) => {
    started.push(req.params.name);
    release.set(req.params.name, () => res.send(`page ${req.params.name}`));
  });
  const origin = await new Promise<string>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      stops.push(() => server.closeAllConnections());
      stops.push(() => server.close());
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  return { gate, started, closed, release, origin };
}

describe("renderGate", () => {
  it("lets two renders run at once and starts the third when one has answered", async () => {
    const { gate, started, release, origin } = await serveHeldPages({
      concurrency: 2,
      maxWaiting: 5,
    });
    const first = fetch(`${origin}/a`);
    const second = fetch(`${origin}/b`);
    const third = fetch(`${origin}/c`);
    await expect.poll(() => gate.waiting()).toBe(1);
    expect(started.sort()).toEqual(["a", "b"]);
    expect(gate.running()).toBe(2);

    release.get("a")!();
    expect(await (await first).text()).toBe("page a");
    await expect.poll(() => started.length).toBe(3);
    expect(started[2]).toBe("c");
    release.get("b")!();
    release.get("c")!();
    expect(await (await second).text()).toBe("page b");
    expect(await (await third).text()).toBe("page c");
    await expect.poll(() => gate.running()).toBe(0);
  });

  it("refuses a render beyond the waiting ones with 503, Retry-After 2 and the busy message", async () => {
    const { gate, release, origin } = await serveHeldPages({
      concurrency: 1,
      maxWaiting: 1,
    });
    const running = fetch(`${origin}/a`);
    const waiting = fetch(`${origin}/b`);
    await expect.poll(() => gate.waiting()).toBe(1);

    const refused = await fetch(`${origin}/c`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await refused.text()).toBe(
      "The site is busy right now. Please try again in a moment.",
    );

    release.get("a")!();
    await expect.poll(() => release.has("b")).toBe(true);
    release.get("b")!();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });

  it("gives a turn back when its visitor leaves, whether rendering or still waiting", async () => {
    const { gate, started, closed, release, origin } = await serveHeldPages({
      concurrency: 1,
      maxWaiting: 5,
    });
    const leaving = new AbortController();
    const abandoned = fetch(`${origin}/a`, { signal: leaving.signal }).catch(
      () => "left",
    );
    await expect.poll(() => started).toEqual(["a"]);
    const leftWhileWaiting = new AbortController();
    const neverRendered = fetch(`${origin}/b`, {
      signal: leftWhileWaiting.signal,
    }).catch(() => "left");
    const next = fetch(`${origin}/c`);
    await expect.poll(() => gate.waiting()).toBe(2);

    leftWhileWaiting.abort();
    await expect.poll(() => closed).toContain("b");
    leaving.abort();
    expect(await abandoned).toBe("left");
    expect(await neverRendered).toBe("left");
    await expect.poll(() => started).toEqual(["a", "c"]);
    release.get("c")!();
    expect(await (await next).text()).toBe("page c");
  });

  it("refuses a render that waited too long for its turn, and never starts it", async () => {
    const { gate, started, release, origin } = await serveHeldPages({
      concurrency: 1,
      maxWaiting: 8,
      maxWaitMs: 200,
    });
    const running = fetch(`${origin}/a`);
    await expect.poll(() => started).toEqual(["a"]);
    const waitedFrom = Date.now();
    const waiting = await fetch(`${origin}/b`);
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get("retry-after")).toBe("2");
    expect(await waiting.text()).toBe(
      "The site is busy right now. Please try again in a moment.",
    );
    // Refused at its deadline, while the render ahead of it still ran.
    expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(190);
    expect(gate.running()).toBe(1);

    release.get("a")!();
    expect((await running).status).toBe(200);
    await expect.poll(() => gate.running()).toBe(0);
    expect(started).toEqual(["a"]);
  });

  it("answers no one when a visitor who left would have reached the deadline", async () => {
    const { gate, started, release, origin } = await serveHeldPages({
      concurrency: 1,
      maxWaiting: 8,
      maxWaitMs: 100,
    });
    const running = fetch(`${origin}/a`);
    await expect.poll(() => started).toEqual(["a"]);
    const leaving = new AbortController();
    const left = fetch(`${origin}/b`, { signal: leaving.signal }).catch(
      () => "left",
    );
    await expect.poll(() => gate.waiting()).toBe(1);
    leaving.abort();
    expect(await left).toBe("left");
    // Past the deadline the server still serves: nothing was written to the closed response.
    await new Promise((resolve) => setTimeout(resolve, 150));
    release.get("a")!();
    expect((await running).status).toBe(200);
    const next = fetch(`${origin}/c`);
    await expect.poll(() => release.has("c")).toBe(true);
    release.get("c")!();
    expect((await next).status).toBe(200);
    expect(started).toEqual(["a", "c"]);
  });

  it("by default refuses a render that waited 3 s", () => {
    expect(MAX_RENDER_WAIT_MS).toBe(3000);
  });

  it("by default runs 4 renders at once and keeps 64 waiting", async () => {
    const { gate, started, origin } = await (async () => {
      const gate = renderGate();
      const started: string[] = [];
      const app = express();
      app.use(gate.middleware);
      app.get("/:name", (req) => {
        started.push(req.params.name);
      });
      const origin = await new Promise<string>((resolve) => {
        const server = app.listen(0, "127.0.0.1", () => {
          stops.push(() => server.closeAllConnections());
          stops.push(() => server.close());
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        });
      });
      return { gate, started, origin };
    })();
    Array.from({ length: 68 }, (_, index) =>
      fetch(`${origin}/${index}`).catch(() => undefined),
    );
    await expect.poll(() => gate.waiting()).toBe(64);
    expect(gate.running()).toBe(4);
    expect(started).toHaveLength(4);
    const refused = await fetch(`${origin}/one-too-many`);
    expect(refused.status).toBe(503);
  });
});
