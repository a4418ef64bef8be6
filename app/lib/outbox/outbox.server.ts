import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { getEnv, type ServerEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import {
  submitHomepageCta,
  submitOnlineForm,
  UpstreamError,
} from "~/lib/upstream.server";
import { backoffDelayMs } from "./backoff";
import { openFileQueue } from "./file-queue.server";
import type { NewLead, QueuedLead } from "./lead";
import type { DeliveryOutcome, OutboxQueue } from "./queue";
import { redisQueue } from "./redis-queue.server";

/**
 * No lead lost while the upstream is down (issue 31, decision 051). An action that the upstream
 * refuses with a failure worth another try keeps the lead here before it answers; a worker in the
 * server process delivers what waits, each lead with its id as the `Idempotency-Key`.
 */

/** Answers worth another try; any other 4xx is the upstream refusing the lead itself. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

/** No answer at all (unreachable, timed out, cut off), a 5xx, or one of RETRYABLE_STATUSES. */
export function isRetryableFailure(error: UpstreamError): boolean {
  if (error.status === null) return true;
  return RETRYABLE_STATUSES.has(error.status) || error.status >= 500;
}

/** A new lead's id: also its idempotency key, sent with the visitor's own attempt already. */
export function newLeadId(): string {
  return randomUUID();
}

/** How often the worker looks for leads that are due. */
export const OUTBOX_POLL_MS = 500;
/** How long a start waits for a configured Redis before it serves without it. */
const REDIS_READY_TIMEOUT_MS = 5_000;

/** Opens the configured queue: Redis with REDIS_URL, else the file in DATA_DIR. */
export async function openOutbox(
  env: ServerEnv = getEnv(),
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<OutboxQueue> {
  const { maxLeads, dataDir } = env.outbox;
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl, {
      // A visitor never waits for a Redis that is down: the action answers with the failure
      // message at once, and the worker tries again on its next round.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on("error", (error: Error) =>
      getLogger().error({ err: error }, "Outbox store unavailable"),
    );
    await new Promise<void>((resolve) => {
      redis.once("ready", () => resolve());
      setTimeout(resolve, REDIS_READY_TIMEOUT_MS).unref();
    });
    return redisQueue(redis, {
      maxLeads,
      onUnreadable: (entryId) =>
        getLogger().error(
          { entryId },
          "Outbox: a stream entry is not a lead; it is left in place",
        ),
    });
  }
  return openFileQueue(dataDir, {
    maxLeads,
    readOnly,
    onUnreadable: (lineNumber) =>
      getLogger().error(
        { lineNumber, dataDir },
        "Outbox: a line of the queue could not be read back; it is kept in outbox-unreadable.jsonl",
      ),
  });
}

// server.ts (the worker) and the Remix server build (the actions) are separate bundles: one queue
// per process, kept on globalThis like the configuration.
const globalKey = Symbol.for("aden.outbox");
type GlobalWithOutbox = typeof globalThis & {
  [globalKey]?: Promise<OutboxQueue>;
};

/** The process's queue, opened on first use; an open that failed is tried again next time. */
export function getOutbox(): Promise<OutboxQueue> {
  const holder = globalThis as GlobalWithOutbox;
  if (!holder[globalKey]) {
    const opening = openOutbox();
    holder[globalKey] = opening;
    opening.catch(() => {
      if (holder[globalKey] === opening) delete holder[globalKey];
    });
  }
  return holder[globalKey];
}

/** Closes the process's queue (at shutdown, and between tests). */
export async function closeOutbox(): Promise<void> {
  const holder = globalThis as GlobalWithOutbox;
  const opening = holder[globalKey];
  delete holder[globalKey];
  const queue = await opening?.catch(() => null);
  await queue?.close();
}

/**
 * After the visitor's own attempt failed: keeps the lead for later when the failure is worth
 * another try. Answers "queued" (the visitor is told it went through), "refused" (a 4xx: the
 * upstream's no stands) or "unavailable" (the outbox could not take it: logged as an error).
 */
export async function keepLeadForLater(
  lead: NewLead,
  { id, error }: { id: string; error: UpstreamError },
): Promise<"queued" | "refused" | "unavailable"> {
  if (!isRetryableFailure(error)) return "refused";
  const now = Date.now();
  try {
    const queue = await getOutbox();
    await queue.add({
      ...lead,
      id,
      queuedAt: now,
      attempts: 1,
      nextAttemptAt: now + backoffDelayMs(1),
    } as QueuedLead);
  } catch (failure) {
    getLogger().error(
      { err: failure, leadId: id, kind: lead.kind },
      "Outbox: a lead could not be kept for later; the visitor was asked to try again",
    );
    return "unavailable";
  }
  getLogger().info(
    { leadId: id, kind: lead.kind },
    "Outbox: lead kept for delivery once the upstream answers",
  );
  return "queued";
}

/** One delivery attempt of a queued lead, and what follows from its answer. */
export async function attemptDelivery(
  lead: QueuedLead,
  signal?: AbortSignal,
): Promise<DeliveryOutcome> {
  const options = { signal, idempotencyKey: lead.id };
  const logger = getLogger();
  const about = { leadId: lead.id, kind: lead.kind };
  try {
    if (lead.kind === "contact") {
      await submitHomepageCta(lead.payload, options);
    } else {
      await submitOnlineForm(
        lead.payload.formId,
        lead.payload.answers,
        options,
      );
    }
  } catch (error) {
    // A shutdown cut the attempt short: not the upstream's failure, so not counted.
    if (signal?.aborted) {
      return {
        result: "retry",
        attempts: lead.attempts,
        nextAttemptAt: lead.nextAttemptAt,
      };
    }
    if (error instanceof UpstreamError && !isRetryableFailure(error)) {
      logger.error(
        { ...about, upstreamStatus: error.status },
        `Outbox: the upstream refused a queued lead (HTTP ${error.status}); it is set aside`,
      );
      return {
        result: "rejected",
        status: error.status,
        reason: error.message,
      };
    }
    const attempts = lead.attempts + 1;
    const delayMs = backoffDelayMs(attempts);
    const status =
      error instanceof UpstreamError
        ? error.timedOut
          ? "timed out"
          : `HTTP ${error.status ?? "no answer"}`
        : "failed";
    logger.info(
      { ...about, attempts, delayMs },
      `Outbox: delivery ${status}; next try in ${Math.round(delayMs / 1000)} s`,
    );
    if (!(error instanceof UpstreamError)) {
      logger.error({ ...about, err: error }, "Outbox: delivery failed");
    }
    return { result: "retry", attempts, nextAttemptAt: Date.now() + delayMs };
  }
  logger.info(
    {
      ...about,
      attempts: lead.attempts,
      waitedSeconds: Math.round((Date.now() - lead.queuedAt) / 1000),
    },
    "Outbox: queued lead delivered",
  );
  return { result: "delivered" };
}

export type DrainReport = {
  delivered: number;
  waiting: number;
  rejected: number;
};

/**
 * One pass over the waiting leads: each that is due (every one with `ignoreSchedule`) is tried
 * once, unless another worker holds it.
 */
export async function deliverWaitingLeads(
  queue: OutboxQueue,
  {
    ignoreSchedule = false,
    signal,
    onLead = () => {},
  }: {
    ignoreSchedule?: boolean;
    signal?: AbortSignal;
    onLead?: (lead: QueuedLead) => void;
  } = {},
): Promise<DrainReport> {
  const report: DrainReport = { delivered: 0, waiting: 0, rejected: 0 };
  for (const lead of await queue.list()) {
    onLead(lead);
    if (signal?.aborted) break;
    if (!ignoreSchedule && lead.nextAttemptAt > Date.now()) continue;
    let outcome: DeliveryOutcome | null = null;
    await queue.withLead(
      lead,
      async (current) => (outcome = await attemptDelivery(current, signal)),
      { ignoreSchedule },
    );
    const result = (outcome as DeliveryOutcome | null)?.result;
    if (result === "delivered") report.delivered += 1;
    else if (result === "rejected") report.rejected += 1;
    else if (result === "retry") report.waiting += 1;
  }
  return report;
}

export type OutboxWorker = { stop: () => Promise<void> };

/**
 * Delivers waiting leads every OUTBOX_POLL_MS until stopped; warns once per lead (per process)
 * that waits longer than `warnAfterMs`. `stop` cuts an attempt in flight short (the lead stays
 * queued, its key unchanged) and resolves once the worker is idle.
 */
export function startOutboxWorker({
  warnAfterMs = getEnv().outbox.warnAfterMs,
  pollMs = OUTBOX_POLL_MS,
  queue: openQueue = getOutbox,
}: {
  warnAfterMs?: number;
  pollMs?: number;
  /** The process's queue; a test hands in one whose outages it controls. */
  queue?: () => Promise<OutboxQueue>;
} = {}): OutboxWorker {
  const stopping = new AbortController();
  const warned = new Set<string>();
  let unavailable = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const warnIfLate = (lead: QueuedLead) => {
    const waitedMs = Date.now() - lead.queuedAt;
    if (waitedMs < warnAfterMs || warned.has(lead.id)) return;
    warned.add(lead.id);
    getLogger().warn(
      {
        leadId: lead.id,
        kind: lead.kind,
        waitingSeconds: Math.round(waitedMs / 1000),
        attempts: lead.attempts,
      },
      "Outbox: a lead is still waiting for the upstream",
    );
  };

  const runRound = async () => {
    try {
      const queue = await openQueue();
      await deliverWaitingLeads(queue, {
        signal: stopping.signal,
        onLead: warnIfLate,
      });
      unavailable = false;
    } catch (error) {
      // Once per outage, not every half second.
      if (!unavailable) {
        getLogger().error({ err: error }, "Outbox: the queue is unavailable");
      }
      unavailable = true;
    }
  };

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      round = runRound().finally(schedule);
    }, pollMs);
  };
  round = runRound().finally(schedule);

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await round;
    },
  };
}
