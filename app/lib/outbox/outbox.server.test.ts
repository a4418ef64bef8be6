import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { UpstreamError } from "~/lib/http-client.server";
import { captureLogs } from "../../../tests/log-capture";
import type { QueuedLead } from "./lead";
import {
  attemptDelivery,
  closeOutbox,
  deliverWaitingLeads,
  getOutbox,
  keepLeadForLater,
  startOutboxWorker,
} from "./outbox.server";
import type { OutboxQueue } from "./queue";

// The outbox's own logic, without an upstream: tests/outbox.test.ts runs it against the mock
// upstream's handlers. Each test has a DATA_DIR of its own (tests/setup.ts).

const LEAD_ID = "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f";
const ADA = {
  firstname: "Ada",
  lastname: "Lovelace",
  phone_number: "(1) 2025550123",
  email: "ada@example.com",
};
const QUEUED: QueuedLead = {
  id: LEAD_ID,
  kind: "contact",
  queuedAt: 1_000,
  attempts: 2,
  nextAttemptAt: 0,
  payload: ADA,
};

/** The log records without what every record carries (time, pid, hostname). */
function logged(records: Record<string, unknown>[]) {
  return records.map(
    ({ time: _time, pid: _pid, hostname: _hostname, ...record }) => record,
  );
}

function unwritableDataDir() {
  const notAFolder = path.join(process.env.DATA_DIR!, "a-file");
  writeFileSync(notAFolder, "");
  process.env.DATA_DIR = path.join(notAFolder, "data");
  resetEnvForTests();
}

const waiting = async () => (await getOutbox()).list();

describe("the process's outbox", () => {
  it("is opened once, and an open that failed is tried again", async () => {
    expect(getOutbox()).toBe(getOutbox());
    await (await getOutbox()).close();
    const dataDir = process.env.DATA_DIR!;
    await closeOutbox();
    unwritableDataDir();
    await expect(getOutbox()).rejects.toThrow(/ENOTDIR/);
    process.env.DATA_DIR = dataDir;
    resetEnvForTests();
    expect(await (await getOutbox()).list()).toEqual([]);
  });

  it("closes quietly when nothing is open, and when the open under way fails", async () => {
    await expect(closeOutbox()).resolves.toBeUndefined();
    unwritableDataDir();
    const opening = getOutbox();
    await expect(closeOutbox()).resolves.toBeUndefined();
    await expect(opening).rejects.toThrow(/ENOTDIR/);
  });

  it("logs each line of the file it can't read back", async () => {
    const log = captureLogs();
    writeFileSync(path.join(process.env.DATA_DIR!, "outbox.jsonl"), "{torn\n");
    await getOutbox();
    expect(logged(log.records)).toContainEqual({
      level: "error",
      lineNumber: 1,
      dataDir: process.env.DATA_DIR,
      msg: "Outbox: a line of the queue could not be read back; it is kept in outbox-unreadable.jsonl",
    });
  });
});

describe("keeping a lead for later", () => {
  const lead = { kind: "contact" as const, payload: ADA };

  it("keeps nothing the upstream refused (a 4xx other than 408, 425, 429)", async () => {
    const error = new UpstreamError("No.", { status: 422 });
    expect(await keepLeadForLater(lead, { id: LEAD_ID, error })).toBe(
      "refused",
    );
    expect(await waiting()).toEqual([]);
  });

  it("keeps a lead the upstream asked to send later (429)", async () => {
    const error = new UpstreamError("Too many.", { status: 429 });
    expect(await keepLeadForLater(lead, { id: LEAD_ID, error })).toBe("queued");
  });

  it("keeps a lead the upstream had no answer for, and logs it", async () => {
    const log = captureLogs();
    const error = new UpstreamError("Unreachable.");
    expect(await keepLeadForLater(lead, { id: LEAD_ID, error })).toBe("queued");
    expect(await waiting()).toEqual([
      expect.objectContaining({ id: LEAD_ID, attempts: 1 }),
    ]);
    expect(logged(log.records)).toEqual([
      {
        level: "info",
        leadId: LEAD_ID,
        kind: "contact",
        msg: "Outbox: lead kept for delivery once the upstream answers",
      },
    ]);
  });

  it("answers unavailable when the outbox can't open, and logs why", async () => {
    const log = captureLogs();
    unwritableDataDir();
    const error = new UpstreamError("Busy.", { status: 503 });
    expect(await keepLeadForLater(lead, { id: LEAD_ID, error })).toBe(
      "unavailable",
    );
    expect(log.records).toEqual([
      expect.objectContaining({
        level: "error",
        leadId: LEAD_ID,
        kind: "contact",
        err: expect.objectContaining({
          message: expect.stringContaining("ENOTDIR"),
        }),
        msg: "Outbox: a lead could not be kept for later; the visitor was asked to try again",
      }),
    ]);
  });
});

/** A queue of the given leads whose withLead the test controls. */
function stubQueue(
  leads: QueuedLead[],
  withLead: OutboxQueue["withLead"] = async () => false,
): OutboxQueue & { listed: number } {
  const queue = {
    kind: "file" as const,
    listed: 0,
    async list() {
      queue.listed += 1;
      return leads;
    },
    add: async () => {},
    withLead,
    rejected: async () => [],
    close: async () => {},
  };
  return queue;
}

describe("a pass over the waiting leads", () => {
  it("counts nothing for a lead another worker holds", async () => {
    const queue = stubQueue([QUEUED]);
    expect(await deliverWaitingLeads(queue)).toEqual({
      delivered: 0,
      waiting: 0,
      rejected: 0,
    });
  });

  it("stops at once when the server is stopping", async () => {
    const stopping = new AbortController();
    stopping.abort();
    const tried: string[] = [];
    const queue = stubQueue([QUEUED], async (lead) => {
      tried.push(lead.id);
      return false;
    });
    await deliverWaitingLeads(queue, {
      ignoreSchedule: true,
      signal: stopping.signal,
    });
    expect(tried).toEqual([]);
  });
});

describe("one delivery attempt", () => {
  it("an attempt a shutdown cut short counts nothing and keeps the schedule", async () => {
    const stopping = new AbortController();
    stopping.abort();
    expect(
      await attemptDelivery(
        { ...QUEUED, nextAttemptAt: 5_000 },
        stopping.signal,
      ),
    ).toEqual({ result: "retry", attempts: 2, nextAttemptAt: 5_000 });
  });
});

describe("the worker's rounds", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warns once per lead that waits its limit, with how long and how often", async () => {
    const log = captureLogs();
    const late = { ...QUEUED, queuedAt: 1_000_000 - 60_000 };
    const recent = {
      ...QUEUED,
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      queuedAt: 1_000_000 - 59_000,
    };
    const queue = stubQueue([late, recent]);
    const worker = startOutboxWorker({
      warnAfterMs: 60_000,
      pollMs: 100,
      queue: async () => queue,
    });
    const warning = {
      level: "warn",
      leadId: LEAD_ID,
      kind: "contact",
      waitingSeconds: 60,
      attempts: 2,
      msg: "Outbox: a lead is still waiting for the upstream",
    };
    await vi.advanceTimersByTimeAsync(0);
    expect(logged(log.records)).toEqual([warning]);
    await vi.advanceTimersByTimeAsync(250);
    await worker.stop();
    expect(queue.listed).toBe(3);
    expect(logged(log.records)).toEqual([warning]);
  });

  it("logs an outage of the queue once, and again after it came back", async () => {
    const log = captureLogs();
    let down = true;
    const queue = stubQueue([]);
    const worker = startOutboxWorker({
      warnAfterMs: 60_000,
      pollMs: 100,
      queue: async () => {
        if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:6379");
        return queue;
      },
    });
    await vi.advanceTimersByTimeAsync(250);
    const outage = {
      level: "error",
      err: expect.objectContaining({
        message: "connect ECONNREFUSED 127.0.0.1:6379",
      }),
      msg: "Outbox: the queue is unavailable",
    };
    expect(log.records).toEqual([expect.objectContaining(outage)]);
    down = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(queue.listed).toBe(1);
    down = true;
    await vi.advanceTimersByTimeAsync(300);
    await worker.stop();
    expect(log.records).toEqual([
      expect.objectContaining(outage),
      expect.objectContaining(outage),
    ]);
  });

  it("runs no round after stop, even when stopped during one", async () => {
    let finish = () => {};
    const queue = stubQueue([]);
    const firstRound = new Promise<OutboxQueue>((resolve) => {
      finish = () => resolve(queue);
    });
    let opened = 0;
    const worker = startOutboxWorker({
      warnAfterMs: 60_000,
      pollMs: 100,
      queue: () => (opened++ === 0 ? firstRound : Promise.resolve(queue)),
    });
    const stopped = worker.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(opened).toBe(1);
    expect(queue.listed).toBe(1);
  });
});
