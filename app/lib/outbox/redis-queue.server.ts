import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { queuedLeadSchema, type QueuedLead } from "./lead";
import {
  OutboxFullError,
  type DeliveryOutcome,
  type OutboxQueue,
  type RejectedLead,
} from "./queue";

/**
 * The outbox shared by every instance through Redis (decision 051). The leads are entries of a
 * stream (XADD: durable as Redis itself is configured to be); a lead's next attempt lives in a
 * hash beside it. Whichever instance delivers a lead first takes its lock (SET NX with a lease
 * longer than the upstream's 30 s deadline), checks the lead is still there and due, delivers,
 * and deletes the entry before it lets go: a second instance that read the stream earlier finds
 * the lock taken or the entry gone. A lease that runs out (its holder died) frees the lead for
 * another; the idempotency key covers a delivery cut off between the upstream's answer and the
 * delete.
 */

export const REDIS_KEYS = {
  leads: "aden-outbox:leads",
  schedule: "aden-outbox:schedule",
  rejected: "aden-outbox:rejected",
  lockPrefix: "aden-outbox:lock:",
} as const;

/** Longer than one delivery can take (REQUEST_TIMEOUT_MS, 30 s), with room. */
export const LOCK_LEASE_MS = 60_000;

// Deletes the lock only while it is still ours: a lease that ran out may have a new holder.
const RELEASE_SCRIPT =
  'if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end';

type Schedule = { attempts: number; nextAttemptAt: number };

export function redisQueue(
  redis: Redis,
  {
    maxLeads,
    onUnreadable = () => {},
  }: { maxLeads: number; onUnreadable?: (entryId: string) => void },
): OutboxQueue {
  /** The stream entry of each lead seen by `list`. */
  const entryOf = new Map<string, string>();

  async function readEntry(entryId: string): Promise<QueuedLead | null> {
    const [entry] = await redis.xrange(REDIS_KEYS.leads, entryId, entryId);
    return entry ? parseEntry(entry[1]) : null;
  }

  async function withSchedule(lead: QueuedLead): Promise<QueuedLead> {
    const text = await redis.hget(REDIS_KEYS.schedule, lead.id);
    return text ? { ...lead, ...(JSON.parse(text) as Schedule) } : lead;
  }

  return {
    kind: "redis",
    async add(lead) {
      const checked = queuedLeadSchema.parse(lead);
      if ((await redis.xlen(REDIS_KEYS.leads)) >= maxLeads) {
        throw new OutboxFullError(maxLeads);
      }
      const entryId = await redis.xadd(
        REDIS_KEYS.leads,
        "*",
        "lead",
        JSON.stringify(checked),
      );
      if (entryId) entryOf.set(checked.id, entryId);
    },
    async list() {
      const [entries, schedules] = await Promise.all([
        redis.xrange(REDIS_KEYS.leads, "-", "+"),
        redis.hgetall(REDIS_KEYS.schedule),
      ]);
      const leads: QueuedLead[] = [];
      for (const [entryId, fields] of entries) {
        const lead = parseEntry(fields);
        if (!lead) {
          onUnreadable(entryId);
          continue;
        }
        entryOf.set(lead.id, entryId);
        const schedule = schedules[lead.id];
        leads.push(
          schedule ? { ...lead, ...(JSON.parse(schedule) as Schedule) } : lead,
        );
      }
      return leads;
    },
    async withLead(lead, deliver, { ignoreSchedule = false } = {}) {
      const entryId = entryOf.get(lead.id);
      if (!entryId) return false;
      const lockKey = REDIS_KEYS.lockPrefix + lead.id;
      const token = randomBytes(16).toString("hex");
      const locked = await redis.set(lockKey, token, "PX", LOCK_LEASE_MS, "NX");
      if (locked !== "OK") return false;
      try {
        const stored = await readEntry(entryId);
        if (!stored) {
          entryOf.delete(lead.id);
          return false;
        }
        const current = await withSchedule(stored);
        if (!ignoreSchedule && current.nextAttemptAt > Date.now()) return false;
        const outcome = await deliver(current);
        await settle(current, entryId, outcome);
        return true;
      } finally {
        await redis.eval(RELEASE_SCRIPT, 1, lockKey, token);
      }
    },
    async rejected() {
      const entries = await redis.xrange(REDIS_KEYS.rejected, "-", "+");
      return entries.flatMap(([, fields]) => {
        const text = fieldOf(fields, "rejected");
        try {
          return text ? [JSON.parse(text) as RejectedLead] : [];
        } catch {
          return [];
        }
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };

  async function settle(
    lead: QueuedLead,
    entryId: string,
    outcome: DeliveryOutcome,
  ) {
    const transaction = redis.multi();
    if (outcome.result === "retry") {
      const schedule: Schedule = {
        attempts: outcome.attempts,
        nextAttemptAt: outcome.nextAttemptAt,
      };
      transaction.hset(REDIS_KEYS.schedule, lead.id, JSON.stringify(schedule));
    } else {
      if (outcome.result === "rejected") {
        const entry: RejectedLead = {
          lead,
          status: outcome.status,
          reason: outcome.reason,
          rejectedAt: Date.now(),
        };
        transaction.xadd(
          REDIS_KEYS.rejected,
          "*",
          "rejected",
          JSON.stringify(entry),
        );
      }
      transaction.xdel(REDIS_KEYS.leads, entryId);
      transaction.hdel(REDIS_KEYS.schedule, lead.id);
      entryOf.delete(lead.id);
    }
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }
}

function fieldOf(fields: string[], name: string): string | undefined {
  const index = fields.indexOf(name);
  return index >= 0 && index % 2 === 0 ? fields[index + 1] : undefined;
}

function parseEntry(fields: string[]): QueuedLead | null {
  const text = fieldOf(fields, "lead");
  if (!text) return null;
  try {
    const parsed = queuedLeadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
