import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createProbeServer,
  listenForProbes,
  probeAnswers,
  SHARED_HEALTH_BYTES,
  sharedHealth,
  startHeartbeat,
} from "../server/health-probes";
import { startHealthPort } from "../server/health-port";

// The probes' port (HEALTH_PORT, decision 065): answered by a thread of its own from what the
// pages' thread writes to shared memory.

describe("probeAnswers", () => {
  const at = (heartbeatAt: number, draining = false) => {
    const health = sharedHealth(new SharedArrayBuffer(SHARED_HEALTH_BYTES));
    health.heartbeatAt = heartbeatAt;
    health.draining = draining;
    return health;
  };

  it("is live and ready while the pages' loop beats", () => {
    expect(probeAnswers(at(1_000), 1_250, "abc")).toEqual({
      liveness: { status: 200, body: { status: "ok", version: "abc" } },
      readiness: { status: 200, body: { status: "ready" } },
    });
  });

  it("stops being ready after 5 s without a beat, and live after 30 s", () => {
    expect(probeAnswers(at(0), 5_000, "v").readiness.status).toBe(200);
    expect(probeAnswers(at(0), 5_001, "v").readiness).toEqual({
      status: 503,
      body: { status: "stalled" },
    });
    expect(probeAnswers(at(0), 30_000, "v").liveness.status).toBe(200);
    expect(probeAnswers(at(0), 30_001, "v").liveness).toEqual({
      status: 503,
      body: { status: "stalled" },
    });
  });

  it("says draining once a shutdown begins, while staying live", () => {
    const answers = probeAnswers(at(1_000, true), 1_000, "v");
    expect(answers.readiness).toEqual({
      status: 503,
      body: { status: "draining" },
    });
    expect(answers.liveness.status).toBe(200);
  });
});

describe("startHeartbeat", () => {
  it("writes the time now and every 250 ms, until stopped", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const health = sharedHealth(new SharedArrayBuffer(SHARED_HEALTH_BYTES));
      const stop = startHeartbeat(health);
      expect(health.heartbeatAt).toBe(1_000_000);
      vi.advanceTimersByTime(249);
      expect(health.heartbeatAt).toBe(1_000_000);
      vi.advanceTimersByTime(1);
      expect(health.heartbeatAt).toBe(1_000_250);
      stop();
      vi.advanceTimersByTime(1_000);
      expect(health.heartbeatAt).toBe(1_000_250);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the probes' server", () => {
  let server: Server;
  let origin: string;
  const health = sharedHealth(new SharedArrayBuffer(SHARED_HEALTH_BYTES));

  beforeAll(async () => {
    server = createProbeServer(health, "build-2");
    const listening = await new Promise<{ listening?: number; error?: string }>(
      (resolve) => listenForProbes(server, 0, "127.0.0.1", resolve),
    );
    origin = `http://127.0.0.1:${listening.listening}`;
    expect(listening.listening).toBe((server.address() as AddressInfo).port);
  });
  afterAll(() => server.close());

  /** Status, headers and body as sent (fetch would hide a HEAD's). */
  const ask = (method: string, path: string) =>
    new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      request(`${origin}${path}`, { method }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          const { date: _date, connection: _c, ...headers } = response.headers;
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
      })
        .on("error", reject)
        .end();
    });

  it("answers a probe in JSON, never stored, whatever its query", async () => {
    health.heartbeatAt = Date.now();
    expect(await ask("GET", "/healthz?from=lb")).toEqual({
      status: 200,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-length": "35",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "keep-alive": "timeout=1",
      },
      body: '{"status":"ok","version":"build-2"}',
    });
    expect(await ask("GET", "/readyz")).toMatchObject({
      status: 200,
      body: '{"status":"ready"}',
    });
  });

  it("answers a HEAD with the headers alone", async () => {
    health.heartbeatAt = Date.now();
    expect(await ask("HEAD", "/readyz")).toMatchObject({
      status: 200,
      headers: { "content-length": "18" },
      body: "",
    });
  });

  it("answers 404 off the probe paths and 405 to anything but GET or HEAD", async () => {
    health.heartbeatAt = Date.now();
    expect(await ask("GET", "/")).toMatchObject({
      status: 404,
      body: '{"status":"not found"}',
    });
    for (const method of ["POST", "DELETE"]) {
      expect(await ask(method, "/healthz")).toMatchObject({
        status: 405,
        body: '{"status":"method not allowed"}',
      });
    }
  });

  it("says stalled once the pages' loop has stopped beating", async () => {
    health.heartbeatAt = Date.now() - 6_000;
    expect(await ask("GET", "/readyz")).toMatchObject({
      status: 503,
      body: '{"status":"stalled"}',
    });
    expect(await ask("GET", "/healthz")).toMatchObject({ status: 200 });
  });

  it("tells why it can't listen", async () => {
    const told = await new Promise((resolve) =>
      listenForProbes(
        createProbeServer(health, "build-2"),
        (server.address() as AddressInfo).port,
        "127.0.0.1",
        resolve,
      ),
    );
    expect(told).toEqual({
      error: expect.stringMatching(/^listen EADDRINUSE/) as unknown,
    });
  });
});

describe("the probes' thread", () => {
  let workerFile: URL;
  let outDir: string;

  beforeAll(async () => {
    // A worker thread runs JavaScript: the entry is built as scripts/build.mjs builds it.
    outDir = mkdtempSync(path.join(tmpdir(), "health-worker-"));
    await build({
      entryPoints: ["server/health-worker.ts"],
      outfile: path.join(outDir, "health-worker.mjs"),
      bundle: true,
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    workerFile = pathToFileURL(path.join(outDir, "health-worker.mjs"));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const startProbes = (port: number) =>
    startHealthPort({
      port,
      host: "127.0.0.1",
      version: "build-1",
      workerFile,
      log: () => {},
    });

  it("answers /healthz and /readyz, and turns /readyz 503 when the server drains", async () => {
    const probes = await startProbes(0);
    try {
      const origin = `http://127.0.0.1:${probes.port}`;
      const live = await fetch(`${origin}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get("cache-control")).toBe("no-store");
      expect(await live.json()).toEqual({ status: "ok", version: "build-1" });
      expect(await (await fetch(`${origin}/readyz`)).json()).toEqual({
        status: "ready",
      });
      expect((await fetch(`${origin}/`)).status).toBe(404);
      expect((await fetch(`${origin}/readyz`, { method: "POST" })).status).toBe(
        405,
      );

      probes.health.draining = true;
      const draining = await fetch(`${origin}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: "draining" });
    } finally {
      await probes.stop();
    }
  });

  it("answers while the pages' thread is busy", async () => {
    const probes = await startProbes(0);
    try {
      // Another process asks once this thread is busy, and reports how long the answer took.
      const asker = spawn(process.execPath, [
        "-e",
        `setTimeout(async () => {
          const started = Date.now();
          const response = await fetch("http://127.0.0.1:${probes.port}/readyz");
          console.log(JSON.stringify({ status: response.status, ms: Date.now() - started }));
        }, 400);`,
      ]);
      let output = "";
      asker.stdout.on("data", (chunk) => (output += chunk));
      const exited = new Promise((resolve) => asker.once("exit", resolve));
      // This thread's event loop is blocked for 2 s: no timer, no socket of its own is served.
      const blockedUntil = Date.now() + 2_000;
      while (Date.now() < blockedUntil) {
        // busy
      }
      await exited;
      const answer = JSON.parse(output) as { status: number; ms: number };
      expect(answer.status).toBe(200);
      // Answered within the probe's budget, not when this thread came back.
      expect(answer.ms).toBeLessThan(1_000);
    } finally {
      await probes.stop();
    }
    // Two seconds of deliberate blocking and a second Node process: on two busy cores that
    // passed 5 s once (a ceiling for a stuck test, not a measure).
  }, 20_000);

  it("rejects when its port is taken", async () => {
    const first = await startProbes(0);
    try {
      await expect(startProbes(first.port)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });

  /** A stand-in for the probes' thread, written as `source`. */
  const fakeThread = (name: string, source: string) => {
    const file = path.join(outDir, name);
    writeFileSync(
      file,
      `import { parentPort } from "node:worker_threads";\n${source}`,
    );
    return pathToFileURL(file);
  };

  it("rejects with the thread's error, or its exit code, when it dies before listening", async () => {
    const start = (workerFile: URL) =>
      startHealthPort({ port: 0, version: "v", workerFile, log: () => {} });
    await expect(
      start(fakeThread("throwing.mjs", `throw new Error("no probes today");`)),
    ).rejects.toThrow(/^no probes today$/);
    await expect(
      start(fakeThread("exiting.mjs", `process.exit(2);`)),
    ).rejects.toThrow(/^the health thread exited \(2\)$/);
  });

  it("waits for the port among the thread's messages", async () => {
    const probes = await startHealthPort({
      port: 0,
      version: "v",
      workerFile: fakeThread(
        "chatty.mjs",
        `parentPort.postMessage({});
         parentPort.postMessage({ listening: 4322 });
         setInterval(() => {}, 1000);`,
      ),
      log: () => {},
    });
    expect(probes.port).toBe(4322);
    await probes.stop();
  });

  it("tells the log when its thread fails after start-up", async () => {
    const logged: string[] = [];
    const exited = new Promise<void>((resolve) => {
      void startHealthPort({
        port: 0,
        version: "v",
        workerFile: fakeThread(
          "failing.mjs",
          `parentPort.postMessage({ listening: 4323 });
           setTimeout(() => { throw new Error("probe crash"); }, 10);`,
        ),
        log: (message) => {
          logged.push(message);
          if (logged.length === 2) resolve();
        },
      });
    });
    await exited;
    expect(logged).toEqual([
      "The health thread failed: probe crash",
      "The health thread exited (1): port 4323 answers no probes",
    ]);
  });

  it("stops answering once stopped", async () => {
    const probes = await startProbes(0);
    const origin = `http://127.0.0.1:${probes.port}`;
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    await probes.stop();
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  });

  it("tells the log when its thread exits after start-up, and not when stopped", async () => {
    // A thread that says it listens, then dies: what a crash in the probes' thread looks like.
    const dying = path.join(outDir, "dying-worker.mjs");
    writeFileSync(
      dying,
      `import { parentPort } from "node:worker_threads";
       parentPort.postMessage({ listening: 4321 });
       setTimeout(() => process.exit(3), 10);`,
    );
    const logged: string[] = [];
    const exited = new Promise<void>((resolve) => {
      void startHealthPort({
        port: 0,
        version: "build-1",
        workerFile: pathToFileURL(dying),
        log: (message) => {
          logged.push(message);
          resolve();
        },
      });
    });
    await exited;
    expect(logged).toEqual([
      "The health thread exited (3): port 4321 answers no probes",
    ]);

    const quiet: string[] = [];
    const probes = await startHealthPort({
      port: 0,
      host: "127.0.0.1",
      version: "build-1",
      workerFile,
      log: (message) => quiet.push(message),
    });
    await probes.stop();
    expect(quiet).toEqual([]);
  });
});
