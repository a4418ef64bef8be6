import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";

/**
 * Request budgets (issue 14). Keys are the client address, and the email address where a form
 * has one, so neither a rotating address nor a dropped cookie gets around them.
 */
export const RATE_LIMIT_TIERS = {
  /** Any GET or HEAD from one address. */
  reads: { points: 1000, duration: 60 },
  /** Any other method from one address. */
  writes: { points: 100, duration: 60 },
  /** Sign-in, sign-up steps and the contact form: per address and per email, each. */
  credentials: { points: 10, duration: 60 },
  /** A sign-up code sent to one email address. */
  codeResend: { points: 1, duration: 60 },
  codeHourly: { points: 5, duration: 60 * 60 },
  /** CSP violation reports logged per address: a page that breaks sends many at once. */
  cspReports: { points: 20, duration: 60 },
} as const;

export type RateLimitTier = keyof typeof RATE_LIMIT_TIERS;

export type RateLimitVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Limiters = Record<RateLimitTier, RateLimiterAbstract> & {
  /** Resolves once the shared store answers (at once without Redis). */
  ready: Promise<void>;
};

// server.ts (the read and write tiers) and the Remix server build (the form tiers) are separate
// bundles: one set of counters per process, kept on globalThis like the configuration.
const globalKey = Symbol.for("aden.rate-limiters");
type GlobalWithLimiters = typeof globalThis & { [globalKey]?: Limiters };

function createLimiters(): Limiters {
  const { redisUrl, rateLimitScale } = getEnv();
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // A request never waits for a Redis that is down: the in-memory insurance answers.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  redis?.on("error", (error: Error) =>
    getLogger().error({ err: error }, "Rate-limit store unavailable"),
  );
  const entries = Object.entries(RATE_LIMIT_TIERS).map(([tier, tierBudget]) => {
    const keyPrefix = `aden-rl:${tier}`;
    const budget = {
      points: Math.max(1, Math.round(tierBudget.points * rateLimitScale)),
      duration: tierBudget.duration,
    };
    const memory = new RateLimiterMemory({ ...budget, keyPrefix });
    const limiter = redis
      ? new RateLimiterRedis({
          ...budget,
          keyPrefix,
          storeClient: redis,
          insuranceLimiter: memory,
        })
      : memory;
    return [tier, limiter] as const;
  });
  const ready = redis
    ? new Promise<void>((resolve) => {
        redis.once("ready", () => resolve());
        // Past this, requests are counted by the in-memory insurance until Redis answers.
        setTimeout(resolve, REDIS_READY_TIMEOUT_MS).unref();
      })
    : Promise.resolve();
  return { ...Object.fromEntries(entries), ready } as Limiters;
}

const REDIS_READY_TIMEOUT_MS = 5_000;

/**
 * Creates the counters and waits (a few seconds at most) for a configured Redis, so the first
 * requests after a start are already counted in the shared store. server.ts calls it before
 * listening.
 */
export async function prepareRateLimits() {
  await limiters().ready;
}

function limiters(): Limiters {
  const holder = globalThis as GlobalWithLimiters;
  holder[globalKey] ??= createLimiters();
  return holder[globalKey];
}

/**
 * Spends one point of `tier` for each key. Refused when any key is over its budget, with the
 * longest wait among them. A store failure lets the request through (and is logged): an outage
 * of the counters must not take the site down.
 */
export async function consumeRateLimit(
  tier: RateLimitTier,
  keys: readonly (string | null | undefined)[],
): Promise<RateLimitVerdict> {
  const limiter = limiters()[tier];
  let retryAfterMs = 0;
  for (const key of keys) {
    if (!key) continue;
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
      } else {
        getLogger().error(
          { err: rejection },
          "Rate-limit check failed; letting the request through.",
        );
      }
    }
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

/**
 * Gives back the point `consumeRateLimit` spent for each key, when what it was spent on did not
 * happen (a code the upstream refused to send). Failures are logged and otherwise ignored.
 */
export async function refundRateLimit(
  tier: RateLimitTier,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const limiter = limiters()[tier];
  for (const key of keys) {
    if (!key) continue;
    try {
      await limiter.reward(key, 1);
    } catch (error) {
      getLogger().error({ err: error }, "Rate-limit refund failed.");
    }
  }
}

/** Email keys are case-insensitive, as addresses are in practice. */
export const emailKey = (email: string | null | undefined) =>
  email ? `email:${email.trim().toLowerCase()}` : null;

export const addressKey = (clientAddress: string | null | undefined) =>
  clientAddress ? `ip:${clientAddress}` : null;

/** The message a refused form shows next to it. */
export function tooManyRequestsMessage(retryAfterSeconds: number) {
  return `Too many attempts. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}.`;
}

/** Forget every counter, so each test starts with a full budget. */
export function resetRateLimitsForTests() {
  delete (globalThis as GlobalWithLimiters)[globalKey];
}
