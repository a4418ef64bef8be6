import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * Where sessions live (docs/decisions/043-server-side-sessions.md): the cookie carries only a
 * signed, random id; the record is here. Logout deletes it, so a copy of the cookie taken before
 * signs no one in afterwards.
 *
 * Lifetimes (ASVS 3.3): a session ends after `idleMs` without a request (each read renews it)
 * and `absoluteMs` after it was created, however active.
 */
export type SessionRecord = {
  data: Record<string, unknown>;
  /** Epoch milliseconds. */
  createdAt: number;
};

export type SessionStore = {
  /** The record, renewed for another idle period; null when unknown, ended or past its lifetime. */
  read(id: string): Promise<SessionRecord | null>;
  write(id: string, record: SessionRecord): Promise<void>;
  delete(id: string): Promise<void>;
};

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** 32 random bytes: an id no one guesses (ASVS 3.2.2 asks for 64 bits at least). */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

function isAlive(
  record: SessionRecord,
  { absoluteMs }: SessionLifetimes,
  now: number,
) {
  return now - record.createdAt < absoluteMs;
}

/**
 * One process's sessions, in memory: for a single instance (a restart signs everyone out). At
 * most `maxSessions` are kept; past that, the least recently used end first, so a flood of new
 * sessions costs memory up to a bound, not without one.
 */
export function memorySessionStore(
  lifetimes: SessionLifetimes,
  { maxSessions = 100_000, now = Date.now } = {},
): SessionStore {
  const records = new LRUCache<string, SessionRecord>({
    max: maxSessions,
    ttl: lifetimes.idleMs,
    updateAgeOnGet: true,
    // Read the clock on every check, not once a millisecond: ages are exact, and testable.
    ttlResolution: 0,
    perf: { now },
  });
  return {
    async read(id) {
      const record = records.get(id);
      if (!record) return null;
      if (isAlive(record, lifetimes, now())) return record;
      records.delete(id);
      return null;
    },
    async write(id, record) {
      records.set(id, record);
    },
    async delete(id) {
      records.delete(id);
    },
  };
}

const REDIS_PREFIX = "aden-session:";

/**
 * Sessions shared by every instance through Redis (`REDIS_URL`). Each key expires after the idle
 * period; a read renews it (GETEX), and the absolute lifetime is checked against the record.
 */
export function redisSessionStore(
  redis: Redis,
  lifetimes: SessionLifetimes,
  { now = Date.now } = {},
): SessionStore {
  const idleSeconds = Math.ceil(lifetimes.idleMs / 1000);
  return {
    async read(id) {
      const text = await redis.getex(REDIS_PREFIX + id, "EX", idleSeconds);
      if (text === null) return null;
      const record = parseRecord(text);
      if (record && isAlive(record, lifetimes, now())) return record;
      await redis.del(REDIS_PREFIX + id);
      return null;
    },
    async write(id, record) {
      await redis.set(
        REDIS_PREFIX + id,
        JSON.stringify(record),
        "EX",
        idleSeconds,
      );
    },
    async delete(id) {
      await redis.del(REDIS_PREFIX + id);
    },
  };
}

function parseRecord(text: string): SessionRecord | null {
  try {
    const value = JSON.parse(text) as Partial<SessionRecord>;
    return typeof value.createdAt === "number" &&
      typeof value.data === "object" &&
      value.data !== null
      ? { data: value.data, createdAt: value.createdAt }
      : null;
  } catch {
    return null;
  }
}
