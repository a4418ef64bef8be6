import { readFileSync, writeFileSync } from "node:fs";
import { Redis } from "ioredis";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { openFileQueue } from "~/lib/outbox/file-queue.server";
import type { QueuedLead } from "~/lib/outbox/lead";
import { startRedisServer } from "./redis-server";

// `npm run outbox:status` and `outbox:drain` (server/outbox-cli.ts) run in this process: the
// module runs its command from process.argv when imported, so each run imports it afresh.
// e2e/server/outbox-cli.spec.ts runs the built command as operators do.

const UPSTREAM = "http://upstream.test/api";
const upstream = setupServer();
const received: { path: string; key: string | null }[] = [];
let upstreamStatus = 200;

beforeAll(() => upstream.listen({ onUnhandledRequest: "error" }));
afterAll(() => upstream.close());
beforeEach(() => {
  received.length = 0;
  upstreamStatus = 200;
  upstream.resetHandlers(
    http.post(`${UPSTREAM}/*`, ({ request }) => {
      received.push({
        path: new URL(request.url).pathname,
        key: request.headers.get("Idempotency-Key"),
      });
      return HttpResponse.json(
        { success: upstreamStatus === 200 },
        {
          status: upstreamStatus,
        },
      );
    }),
  );
});
afterEach(() => {
  process.exitCode = undefined;
});

const NOW = Date.parse("2026-03-02T10:00:00.000Z");

const CONTACT: QueuedLead = {
  id: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
  kind: "contact",
  queuedAt: NOW - 90_000,
  attempts: 3,
  nextAttemptAt: NOW + 3_600_000,
  payload: {
    firstname: "Ada",
    lastname: "Lovelace",
    phone_number: "(1) 2025550123",
    email: "ada@example.com",
  },
};
const ONLINE_FORM: QueuedLead = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  kind: "online-form",
  queuedAt: NOW - 30_000,
  attempts: 1,
  nextAttemptAt: NOW + 1_000,
  payload: {
    formId: "equipment-service-request",
    answers: { contactName: "Dana Ortiz" },
  },
};

const dataDir = () => process.env.DATA_DIR!;

async function queueLeads(...leads: QueuedLead[]) {
  const queue = await openFileQueue(dataDir(), { maxLeads: 100 });
  for (const lead of leads) await queue.add(lead);
  await queue.close();
}

/** Runs the command as `node build/node/outbox.js <command>` would: its exit code and output. */
async function run(...args: string[]) {
  vi.spyOn(process, "argv", "get").mockReturnValue([
    process.execPath,
    "build/node/outbox.js",
    ...args,
  ]);
  let stdout = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  resetEnvForTests();
  vi.resetModules();
  await import("../server/outbox-cli");
  vi.mocked(process.stdout.write).mockRestore();
  return { exitCode: process.exitCode, stdout };
}

describe("outbox:status", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("prints where the queue is and what waits, never a visitor's details", async () => {
    await queueLeads(CONTACT, ONLINE_FORM);
    writeFileSync(
      `${dataDir()}/outbox-rejected.jsonl`,
      `${JSON.stringify({ lead: CONTACT, status: 422, reason: "No.", rejectedAt: NOW })}\n`,
    );
    vi.stubEnv("OUTBOX_WARN_AFTER_SECONDS", "600");
    const { exitCode, stdout } = await run("status");
    expect(exitCode).toBe(0);
    expect(stdout).toBe(
      `${JSON.stringify(
        {
          store: "file",
          dataDir: dataDir(),
          waiting: 2,
          oldestWaitingSeconds: 90,
          warnAfterSeconds: 600,
          leads: [
            {
              id: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
              kind: "contact",
              queuedAt: "2026-03-02T09:58:30.000Z",
              waitingSeconds: 90,
              attempts: 3,
              nextAttemptAt: "2026-03-02T11:00:00.000Z",
            },
            {
              id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
              kind: "online-form",
              formId: "equipment-service-request",
              queuedAt: "2026-03-02T09:59:30.000Z",
              waitingSeconds: 30,
              attempts: 1,
              nextAttemptAt: "2026-03-02T10:00:01.000Z",
            },
          ],
          rejected: 1,
        },
        null,
        2,
      )}\n`,
    );
    expect(stdout).not.toContain("ada@example.com");
  });

  it("reads beside a running server: it takes no lock and writes nothing", async () => {
    await queueLeads(CONTACT);
    // The server that holds DATA_DIR: this test's parent, a live process.
    writeFileSync(`${dataDir()}/outbox.lock`, String(process.ppid));
    writeFileSync(`${dataDir()}/outbox.jsonl`, "{torn\n", { flag: "a" });
    const log = readFileSync(`${dataDir()}/outbox.jsonl`, "utf8");
    const { exitCode, stdout } = await run("status");
    expect(exitCode).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ waiting: 1, rejected: 0 });
    expect(readFileSync(`${dataDir()}/outbox.jsonl`, "utf8")).toBe(log);
    expect(readFileSync(`${dataDir()}/outbox.lock`, "utf8")).toBe(
      String(process.ppid),
    );
  });

  it("with REDIS_URL, says so (no DATA_DIR) and lets the connection go", async () => {
    const redis = await startRedisServer();
    try {
      vi.stubEnv("REDIS_URL", redis.url);
      const { exitCode, stdout } = await run("status");
      expect(exitCode).toBe(0);
      expect(JSON.parse(stdout)).toEqual({
        store: "redis",
        waiting: 0,
        oldestWaitingSeconds: 0,
        warnAfterSeconds: 900,
        leads: [],
        rejected: 0,
      });
      const observer = new Redis(redis.url);
      const clients = await observer.client("LIST");
      observer.disconnect();
      expect(String(clients).trim().split("\n")).toHaveLength(1);
    } finally {
      await redis.stop();
    }
  });

  it("with nothing waiting, the oldest lead has waited 0 s", async () => {
    const { stdout } = await run("status");
    expect(JSON.parse(stdout)).toEqual({
      store: "file",
      dataDir: dataDir(),
      waiting: 0,
      oldestWaitingSeconds: 0,
      warnAfterSeconds: 900,
      leads: [],
      rejected: 0,
    });
  });
});

describe("outbox:drain", () => {
  beforeEach(() => {
    vi.stubEnv("API_BASE_URL", UPSTREAM);
    vi.stubEnv("ARP_URL", "https://app.example.com");
  });

  it("delivers every waiting lead now, whatever its schedule, and exits 0 once none is left", async () => {
    const inAnHour = Date.now() + 3_600_000;
    await queueLeads(
      { ...CONTACT, nextAttemptAt: inAnHour },
      { ...ONLINE_FORM, nextAttemptAt: inAnHour },
    );
    const { exitCode, stdout } = await run("drain");
    expect(JSON.parse(stdout)).toEqual({
      store: "file",
      delivered: 2,
      waiting: 0,
      rejected: 0,
      stillWaiting: 0,
    });
    expect(exitCode).toBe(0);
    expect(received).toEqual([
      {
        path: "/api/test/homepage-cta",
        key: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
      },
      {
        path: "/api/online-form/equipment-service-request/submit",
        key: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      },
    ]);
    // The lock is let go: a server may start on DATA_DIR now.
    expect(() => readFileSync(`${dataDir()}/outbox.lock`)).toThrow(/ENOENT/);
  });

  it("exits 2 while leads still wait (the upstream is still down)", async () => {
    await queueLeads(CONTACT);
    upstreamStatus = 503;
    const { exitCode, stdout } = await run("drain");
    expect(JSON.parse(stdout)).toEqual({
      store: "file",
      delivered: 0,
      waiting: 1,
      rejected: 0,
      stillWaiting: 1,
    });
    expect(exitCode).toBe(2);
  });

  it("refuses to run beside a server that holds DATA_DIR", async () => {
    await queueLeads(CONTACT);
    writeFileSync(`${dataDir()}/outbox.lock`, String(process.ppid));
    const { exitCode, stdout } = await run("drain");
    expect(JSON.parse(stdout)).toEqual({
      error: `The outbox in ${dataDir()} is in use by process ${process.ppid}: one process writes a DATA_DIR at a time`,
    });
    expect(exitCode).toBe(1);
    expect(received).toEqual([]);
  });

  it("refuses to drain to the mock upstream, which lives inside the server", async () => {
    vi.stubEnv("API_BASE_URL", "");
    await queueLeads(CONTACT);
    const { exitCode, stdout } = await run("drain");
    expect(JSON.parse(stdout)).toEqual({
      error:
        "The mock upstream lives inside the server process: set API_BASE_URL to drain to a real upstream.",
    });
    expect(exitCode).toBe(1);
    expect(received).toEqual([]);
  });
});

describe("the outbox command", () => {
  it("prints its usage for anything else, and exits 64", async () => {
    expect(await run()).toEqual({
      exitCode: 64,
      stdout: `{\n  "error": "Usage: outbox.js status | drain"\n}\n`,
    });
    expect((await run("list")).exitCode).toBe(64);
  });

  it("prints a configuration problem and exits 1", async () => {
    vi.stubEnv("OUTBOX_MAX_LEADS", "lots");
    const { exitCode, stdout } = await run("status");
    expect(JSON.parse(stdout)).toEqual({
      error: "Invalid configuration:\n  - OUTBOX_MAX_LEADS: must be a number",
    });
    expect(exitCode).toBe(1);
  });

  it("lets any other failure through (node prints it and exits 1)", async () => {
    const notAFolder = `${dataDir()}/a-file`;
    writeFileSync(notAFolder, "");
    vi.stubEnv("DATA_DIR", `${notAFolder}/data`);
    await expect(run("status")).rejects.toThrow(/ENOTDIR/);
  });
});
