import { constants } from "node:fs";
import {
  mkdir,
  open,
  readFile,
  rename,
  unlink,
  type FileHandle,
} from "node:fs/promises";
import path from "node:path";
import { queuedLeadSchema, type QueuedLead } from "./lead";
import {
  OutboxFullError,
  type DeliveryOutcome,
  type OutboxQueue,
  type RejectedLead,
} from "./queue";

/**
 * The outbox without Redis (decision 051): an append-only log of JSON lines in DATA_DIR, each
 * line written and fsynced before the call that wrote it resolves. The waiting leads are the log
 * replayed: `add` puts a lead in, `retry` moves its next attempt, `done` takes it out. The first
 * write (or a start that finds leads waiting) rewrites the log with the waiting leads alone, and
 * it is emptied whenever none is left; until then nothing is created.
 *
 * One process writes a DATA_DIR at a time: `outbox.lock` holds its pid from that process's first
 * write, and a second writer (a second instance on the same volume, or `outbox:drain` beside a
 * server that holds leads) is refused.
 */

export const OUTBOX_FILE = "outbox.jsonl";
export const REJECTED_FILE = "outbox-rejected.jsonl";
/** Lines that could not be read back (a torn last line after a crash), kept for operators. */
export const UNREADABLE_FILE = "outbox-unreadable.jsonl";
export const LOCK_FILE = "outbox.lock";

type LogRecord =
  | { op: "add"; lead: QueuedLead }
  | { op: "retry"; id: string; attempts: number; nextAttemptAt: number }
  | { op: "done"; id: string };

export class OutboxLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The outbox in ${dataDir} is in use by process ${pid}: one process writes a DATA_DIR at a time`,
    );
    this.name = "OutboxLockedError";
  }
}

export type FileQueueOptions = {
  maxLeads: number;
  /** Told about each line of the log that could not be read back. */
  onUnreadable?: (lineNumber: number) => void;
  /** Reads without writing and without the lock: `outbox:status` beside a running server. */
  readOnly?: boolean;
};

export async function openFileQueue(
  dataDir: string,
  { maxLeads, onUnreadable = () => {}, readOnly = false }: FileQueueOptions,
): Promise<OutboxQueue> {
  const logPath = path.join(dataDir, OUTBOX_FILE);
  const rejectedPath = path.join(dataDir, REJECTED_FILE);
  const unreadableLines: string[] = [];
  const waiting = await replay(logPath, async (lineNumber, line) => {
    onUnreadable(lineNumber);
    unreadableLines.push(line);
  });

  // Nothing is created until there is something to keep: a server that never meets an outage
  // writes no file. Leads left by an earlier run are taken (lock, clean log) at once.
  let log: FileHandle | null = null;
  let locked = false;
  const writable = async (): Promise<FileHandle> => {
    if (readOnly) throw new Error("The outbox was opened read-only");
    if (log) return log;
    await mkdir(dataDir, { recursive: true });
    await takeLock(dataDir);
    locked = true;
    if (unreadableLines.length > 0) {
      await appendDurably(
        path.join(dataDir, UNREADABLE_FILE),
        unreadableLines.map((line) => `${line}\n`).join(""),
      );
      unreadableLines.length = 0;
    }
    await rewrite(logPath, [...waiting.values()]);
    log = await open(logPath, "a");
    return log;
  };
  if (!readOnly && (waiting.size > 0 || unreadableLines.length > 0)) {
    await writable();
  }
  const held = new Set<string>();
  // One write at a time, in order; a write that failed halfway may leave a torn line, so the next
  // starts on a line of its own.
  let writes: Promise<unknown> = Promise.resolve();
  let tornLine = false;
  const write = (records: LogRecord[], then?: () => void) => {
    const next = writes.then(async () => {
      const log = await writable();
      const text = records.map((record) => `${JSON.stringify(record)}\n`);
      try {
        await log.write((tornLine ? "\n" : "") + text.join(""));
        await log.datasync();
        tornLine = false;
      } catch (error) {
        tornLine = true;
        throw error;
      }
      then?.();
      if (waiting.size === 0) {
        await log.truncate(0);
        await log.datasync();
      }
    });
    writes = next.catch(() => {});
    return next;
  };

  return {
    kind: "file",
    async add(lead) {
      const checked = queuedLeadSchema.parse(lead);
      if (waiting.size >= maxLeads) throw new OutboxFullError(maxLeads);
      await write([{ op: "add", lead: checked }], () =>
        waiting.set(checked.id, checked),
      );
    },
    async list() {
      return [...waiting.values()];
    },
    async withLead(lead, deliver, { ignoreSchedule = false } = {}) {
      const current = waiting.get(lead.id);
      if (!current || held.has(lead.id)) return false;
      if (!ignoreSchedule && current.nextAttemptAt > Date.now()) return false;
      held.add(lead.id);
      try {
        const outcome = await deliver(current);
        await settle(current, outcome);
        return true;
      } finally {
        held.delete(lead.id);
      }
    },
    async rejected() {
      return readRejected(rejectedPath);
    },
    async close() {
      await writes;
      await log?.close();
      log = null;
      if (locked) await unlink(path.join(dataDir, LOCK_FILE)).catch(noop);
      locked = false;
    },
  };

  async function settle(lead: QueuedLead, outcome: DeliveryOutcome) {
    switch (outcome.result) {
      case "delivered":
        await write([{ op: "done", id: lead.id }], () =>
          waiting.delete(lead.id),
        );
        return;
      case "retry": {
        const { attempts, nextAttemptAt } = outcome;
        await write(
          [{ op: "retry", id: lead.id, attempts, nextAttemptAt }],
          () => waiting.set(lead.id, { ...lead, attempts, nextAttemptAt }),
        );
        return;
      }
      case "rejected": {
        const entry: RejectedLead = {
          lead,
          status: outcome.status,
          reason: outcome.reason,
          rejectedAt: Date.now(),
        };
        // Set aside first, then out of the queue: a crash between the two repeats, never loses.
        await appendDurably(rejectedPath, `${JSON.stringify(entry)}\n`);
        await write([{ op: "done", id: lead.id }], () =>
          waiting.delete(lead.id),
        );
      }
    }
  }
}

const noop = () => {};

/** The waiting leads, oldest first, from the log's records. */
async function replay(
  logPath: string,
  unreadable: (lineNumber: number, line: string) => Promise<void>,
): Promise<Map<string, QueuedLead>> {
  const waiting = new Map<string, QueuedLead>();
  const text = await readFile(logPath, "utf8").catch(ifMissing(""));
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const record = parseRecord(line);
    if (!record) {
      await unreadable(index + 1, line);
      continue;
    }
    if (record.op === "add") waiting.set(record.lead.id, record.lead);
    else if (record.op === "done") waiting.delete(record.id);
    else {
      const lead = waiting.get(record.id);
      if (lead) {
        waiting.set(record.id, {
          ...lead,
          attempts: record.attempts,
          nextAttemptAt: record.nextAttemptAt,
        });
      }
    }
  }
  return waiting;
}

function parseRecord(line: string): LogRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.op === "add") {
    const lead = queuedLeadSchema.safeParse(record.lead);
    return lead.success ? { op: "add", lead: lead.data } : null;
  }
  if (typeof record.id !== "string") return null;
  if (record.op === "done") return { op: "done", id: record.id };
  if (
    record.op === "retry" &&
    Number.isInteger(record.attempts) &&
    Number.isInteger(record.nextAttemptAt)
  ) {
    return {
      op: "retry",
      id: record.id,
      attempts: record.attempts as number,
      nextAttemptAt: record.nextAttemptAt as number,
    };
  }
  return null;
}

async function readRejected(rejectedPath: string): Promise<RejectedLead[]> {
  const text = await readFile(rejectedPath, "utf8").catch(ifMissing(""));
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as RejectedLead];
      } catch {
        return [];
      }
    });
}

/** The log with the waiting leads alone: written beside it, synced, then renamed over it. */
async function rewrite(logPath: string, leads: QueuedLead[]) {
  const temporary = `${logPath}.tmp`;
  const file = await open(temporary, "w");
  try {
    await file.write(
      leads.map((lead) => `${JSON.stringify({ op: "add", lead })}\n`).join(""),
    );
    await file.datasync();
  } finally {
    await file.close();
  }
  await rename(temporary, logPath);
  await syncDirectory(path.dirname(logPath));
}

async function appendDurably(file: string, text: string) {
  const handle = await open(file, "a");
  try {
    await handle.write(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** A rename is durable once its directory is synced. */
async function syncDirectory(directory: string) {
  const handle = await open(directory, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Takes DATA_DIR for this process; a lock left by a process that is gone is taken over. */
async function takeLock(dataDir: string) {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      const handle = await open(lockPath, "wx");
      await handle.write(String(process.pid));
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(await readFile(lockPath, "utf8").catch(ifMissing("")));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid) {
      if (isAlive(owner)) throw new OutboxLockedError(dataDir, owner);
    }
    await unlink(lockPath).catch(noop);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ifMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return fallback;
    throw error;
  };
}
