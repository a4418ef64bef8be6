import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { open as openFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openFileQueue, OutboxLockedError } from "./file-queue.server";
import type { QueuedLead } from "./lead";
import { OutboxFullError, type OutboxQueue } from "./queue";

let dir: string;
const opened: OutboxQueue[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "aden-file-queue-"));
});
afterEach(async () => {
  for (const queue of opened.splice(0)) await queue.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(options: { maxLeads?: number; readOnly?: boolean } = {}) {
  const queue = await openFileQueue(dir, { maxLeads: 100, ...options });
  opened.push(queue);
  return queue;
}

const lead = (n: number, overrides: Partial<QueuedLead> = {}): QueuedLead =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    kind: "contact",
    queuedAt: 1_000 + n,
    attempts: 1,
    nextAttemptAt: 0,
    payload: {
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(1) 2025550123",
      email: `ada${n}@example.com`,
    },
    ...overrides,
  }) as QueuedLead;

/** The log line by line, each record parsed (JSON key order aside), a torn or empty line as is. */
const logRecords = () =>
  readFileSync(path.join(dir, "outbox.jsonl"), "utf8")
    .split("\n")
    .map((line): unknown => {
      try {
        return JSON.parse(line);
      } catch {
        return line;
      }
    });

const logLines = () =>
  readFileSync(path.join(dir, "outbox.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean);

describe("the file queue", () => {
  it("writes each lead to outbox.jsonl before add resolves, and reads it back after a restart", async () => {
    const queue = await open();
    await queue.add(lead(1));
    await queue.add(lead(2));
    expect(logLines()).toHaveLength(2);
    expect(JSON.parse(logLines()[0]!)).toEqual({ op: "add", lead: lead(1) });
    // A lock left by a process that is gone (a crash) is taken over by the next start.
    await queue.close();
    opened.length = 0;
    writeFileSync(path.join(dir, "outbox.lock"), "999999999");
    const reopened = await open();
    expect(await reopened.list()).toEqual([lead(1), lead(2)]);
  });

  it("creates nothing until there is a lead to keep", async () => {
    rmSync(dir, { recursive: true });
    const queue = await open();
    expect(await queue.list()).toEqual([]);
    expect(existsSync(dir)).toBe(false);
    await queue.add(lead(1));
    expect(logLines()).toHaveLength(1);
    expect(readFileSync(path.join(dir, "outbox.lock"), "utf8")).toBe(
      String(process.pid),
    );
  });

  it("takes a lead out once delivered, and empties the file when none waits", async () => {
    const queue = await open();
    await queue.add(lead(1));
    await queue.add(lead(2));
    expect(
      await queue.withLead(lead(1), async () => ({ result: "delivered" })),
    ).toBe(true);
    expect(await queue.list()).toEqual([lead(2)]);
    expect(logLines()).toHaveLength(3);
    await queue.withLead(lead(2), async () => ({ result: "delivered" }));
    expect(readFileSync(path.join(dir, "outbox.jsonl"), "utf8")).toBe("");
  });

  it("keeps a retry's schedule across a restart, and skips a lead that isn't due", async () => {
    const queue = await open();
    await queue.add(lead(1));
    const later = Date.now() + 60_000;
    await queue.withLead(lead(1), async () => ({
      result: "retry",
      attempts: 2,
      nextAttemptAt: later,
    }));
    await queue.close();
    opened.length = 0;
    const reopened = await open();
    const [waiting] = await reopened.list();
    expect(waiting).toMatchObject({ attempts: 2, nextAttemptAt: later });
    let called = false;
    expect(
      await reopened.withLead(waiting!, async () => {
        called = true;
        return { result: "delivered" };
      }),
    ).toBe(false);
    expect(called).toBe(false);
    // A restart rewrites the log with the waiting leads alone.
    expect(logLines()).toHaveLength(1);
  });

  it("delivers a lead once when two rounds reach it together", async () => {
    const queue = await open();
    await queue.add(lead(1));
    let deliveries = 0;
    const deliver = async () => {
      deliveries += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { result: "delivered" as const };
    };
    const taken = await Promise.all([
      queue.withLead(lead(1), deliver),
      queue.withLead(lead(1), deliver),
    ]);
    expect(taken.sort()).toEqual([false, true]);
    expect(deliveries).toBe(1);
  });

  it("sets a refused lead aside in outbox-rejected.jsonl", async () => {
    const queue = await open();
    await queue.add(lead(1));
    await queue.withLead(lead(1), async () => ({
      result: "rejected",
      status: 422,
      reason: "The request was refused.",
    }));
    expect(await queue.list()).toEqual([]);
    expect(await queue.rejected()).toEqual([
      expect.objectContaining({ lead: lead(1), status: 422 }),
    ]);
  });

  it("refuses a lead past its limit", async () => {
    const queue = await open({ maxLeads: 2 });
    await queue.add(lead(1));
    await queue.add(lead(2));
    await expect(queue.add(lead(3))).rejects.toThrow(new OutboxFullError(2));
    await expect(queue.add(lead(3))).rejects.toMatchObject({
      name: "OutboxFullError",
      message: "The outbox holds its limit of 2 waiting leads",
    });
    expect(await queue.list()).toHaveLength(2);
  });

  it("refuses anything that is not a well-formed lead", async () => {
    const queue = await open();
    await expect(queue.add(lead(1, { id: "not-a-uuid" }))).rejects.toThrow();
    await expect(
      queue.add({
        ...lead(2),
        payload: { email: "" },
      } as unknown as QueuedLead),
    ).rejects.toThrow();
    expect(await queue.list()).toEqual([]);
  });

  it("reads past a torn last line (a crash mid-write), keeping it in outbox-unreadable.jsonl", async () => {
    writeFileSync(
      path.join(dir, "outbox.jsonl"),
      `${JSON.stringify({ op: "add", lead: lead(1) })}\n{"op":"add","lead":{"id":"000`,
    );
    const unreadable: number[] = [];
    const queue = await openFileQueue(dir, {
      maxLeads: 100,
      onUnreadable: (line) => unreadable.push(line),
    });
    opened.push(queue);
    expect(await queue.list()).toEqual([lead(1)]);
    expect(unreadable).toEqual([2]);
    expect(
      readFileSync(path.join(dir, "outbox-unreadable.jsonl"), "utf8"),
    ).toBe('{"op":"add","lead":{"id":"000\n');
  });

  it("is written by one live process at a time; a read-only look needs no lock", async () => {
    const queue = await open();
    await queue.add(lead(1));
    // Another live process holds it: this test's parent.
    writeFileSync(path.join(dir, "outbox.lock"), String(process.ppid));
    await expect(openFileQueue(dir, { maxLeads: 100 })).rejects.toBeInstanceOf(
      OutboxLockedError,
    );
    await expect(openFileQueue(dir, { maxLeads: 100 })).rejects.toMatchObject({
      name: "OutboxLockedError",
      message: `The outbox in ${dir} is in use by process ${process.ppid}: one process writes a DATA_DIR at a time`,
    });
    const look = await open({ readOnly: true });
    expect(look.kind).toBe("file");
    expect(await look.list()).toEqual([lead(1)]);
    await expect(look.add(lead(2))).rejects.toThrow(
      "The outbox was opened read-only",
    );
    // Closing the look leaves the writer's lock alone.
    await look.close();
    expect(readFileSync(path.join(dir, "outbox.lock"), "utf8")).toBe(
      String(process.ppid),
    );
    expect(logLines()).toHaveLength(1);
  });

  it("fails to open where it can't write", async () => {
    const file = path.join(dir, "a-file");
    writeFileSync(file, "");
    await expect(
      openFileQueue(path.join(file, "data"), { maxLeads: 100 }),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  it("appends one record per change, and a restart keeps only the waiting leads", async () => {
    const queue = await open();
    await queue.add(lead(1));
    await queue.add(lead(2));
    await queue.add(lead(3));
    await queue.withLead(lead(1), async () => ({
      result: "retry",
      attempts: 2,
      nextAttemptAt: 5_000,
    }));
    await queue.withLead(lead(2), async () => ({ result: "delivered" }));
    await queue.withLead(lead(3), async () => ({
      result: "rejected",
      status: 400,
      reason: "answers must be an object.",
    }));
    await queue.add(lead(4));
    expect(logRecords()).toEqual([
      { op: "add", lead: lead(1) },
      { op: "add", lead: lead(2) },
      { op: "add", lead: lead(3) },
      {
        op: "retry",
        id: "00000000-0000-4000-8000-000000000001",
        attempts: 2,
        nextAttemptAt: 5_000,
      },
      { op: "done", id: "00000000-0000-4000-8000-000000000002" },
      { op: "done", id: "00000000-0000-4000-8000-000000000003" },
      { op: "add", lead: lead(4) },
      "",
    ]);
    await queue.close();
    opened.length = 0;
    // Closed: the lock is let go, so the next process may write.
    expect(existsSync(path.join(dir, "outbox.lock"))).toBe(false);
    expect(existsSync(path.join(dir, "outbox-unreadable.jsonl"))).toBe(false);

    const reopened = await open();
    const waiting = [lead(1, { attempts: 2, nextAttemptAt: 5_000 }), lead(4)];
    expect(await reopened.list()).toEqual(waiting);
    expect(logRecords()).toEqual([
      ...waiting.map((lead) => ({ op: "add", lead })),
      "",
    ]);
  });

  it("replays a log record by record, reporting each line it can't read", async () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const lines = [
      { op: "add", lead: lead(1) },
      { op: "add", lead: lead(2) },
      { op: "add", lead: lead(3) },
      "   ",
      { op: "retry", id: id(1), attempts: 3, nextAttemptAt: 9_000 },
      { op: "done", id: id(2) },
      // A retry of a lead already gone changes nothing.
      { op: "retry", id: id(2), attempts: 4, nextAttemptAt: 9_000 },
      // Unreadable: not JSON, not an object, no id, a fractional count, an unknown op.
      "{torn",
      "null",
      "42",
      { op: "done" },
      { op: "retry", id: id(3), attempts: 1.5, nextAttemptAt: 9_000 },
      { op: "retry", id: id(3), attempts: 2, nextAttemptAt: 9.5 },
      { op: "move", id: id(3), attempts: 2, nextAttemptAt: 9_000 },
      { op: "add", lead: { id: id(4) } },
    ].map((line) => (typeof line === "string" ? line : JSON.stringify(line)));
    writeFileSync(path.join(dir, "outbox.jsonl"), `${lines.join("\n")}\n`);
    const unreadable: number[] = [];
    const queue = await openFileQueue(dir, {
      maxLeads: 100,
      onUnreadable: (line) => unreadable.push(line),
    });
    opened.push(queue);
    expect(await queue.list()).toEqual([
      lead(1, { attempts: 3, nextAttemptAt: 9_000 }),
      lead(3),
    ]);
    expect(unreadable).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(
      readFileSync(path.join(dir, "outbox-unreadable.jsonl"), "utf8"),
    ).toBe(`${lines.slice(7).join("\n")}\n`);
  });

  it("moves a log of unreadable lines alone aside at once, leaving it empty", async () => {
    writeFileSync(path.join(dir, "outbox.jsonl"), "{torn\n");
    await open();
    expect(readFileSync(path.join(dir, "outbox.jsonl"), "utf8")).toBe("");
    expect(
      readFileSync(path.join(dir, "outbox-unreadable.jsonl"), "utf8"),
    ).toBe("{torn\n");
  });

  it("delivers a lead due this very millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 50_000 });
    try {
      const queue = await open();
      await queue.add(lead(1, { nextAttemptAt: 50_000 }));
      expect(
        await queue.withLead(lead(1), async () => ({ result: "delivered" })),
      ).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the record after a failed write on a line of its own", async () => {
    const queue = await open();
    await queue.add(lead(1));
    // The disk fills halfway through the next record.
    const probe = await openFile(path.join(dir, "probe"), "w");
    const handle = Object.getPrototypeOf(probe) as {
      write: (text: string) => Promise<unknown>;
    };
    await probe.close();
    const write = handle.write;
    const spy = vi
      .spyOn(handle, "write")
      .mockImplementationOnce(async function (this: unknown, text: string) {
        await write.call(this, text.slice(0, 20));
        throw Object.assign(new Error("ENOSPC: no space left on device"), {
          code: "ENOSPC",
        });
      });
    await expect(queue.add(lead(2))).rejects.toThrow("ENOSPC");
    spy.mockRestore();
    expect(await queue.list()).toEqual([lead(1)]);
    await queue.add(lead(3));
    await queue.add(lead(4));
    const torn = JSON.stringify({ op: "add", lead: lead(2) }).slice(0, 20);
    expect(logRecords()).toEqual([
      { op: "add", lead: lead(1) },
      torn,
      { op: "add", lead: lead(3) },
      { op: "add", lead: lead(4) },
      "",
    ]);
  });

  it("takes over a lock no live process holds: empty, or its own pid (a container's pid 1 again)", async () => {
    writeFileSync(path.join(dir, "outbox.lock"), "");
    const queue = await open();
    await queue.add(lead(1));
    await queue.close();
    opened.length = 0;
    writeFileSync(path.join(dir, "outbox.lock"), String(process.pid));
    const reopened = await open();
    expect(await reopened.list()).toEqual([lead(1)]);
  });

  it("reads the rejected leads past a torn line", async () => {
    const entry = {
      lead: lead(1),
      status: 422,
      reason: "The request was refused.",
      rejectedAt: 7_000,
    };
    writeFileSync(
      path.join(dir, "outbox-rejected.jsonl"),
      `${JSON.stringify(entry)}\n{"lead":\n`,
    );
    const queue = await open();
    expect(await queue.rejected()).toEqual([entry]);
  });
});
