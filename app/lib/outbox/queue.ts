import type { QueuedLead } from "./lead";

/**
 * The durable store behind the outbox (decision 051): an append-only file in DATA_DIR, or a Redis
 * stream. Every method that changes the queue resolves only once the change is durable.
 */
export type OutboxQueue = {
  readonly kind: "file" | "redis";
  /** Durable when it resolves; throws OutboxFullError past the limit, or the store's error. */
  add(lead: QueuedLead): Promise<void>;
  /** Every lead still waiting, oldest first. */
  list(): Promise<QueuedLead[]>;
  /**
   * Runs `deliver` for a waiting lead while holding it, so no other worker delivers it meanwhile;
   * skips it (answers false) when another worker holds it or it is gone or not due any more.
   * `deliver` answers what became of it.
   */
  withLead(
    lead: QueuedLead,
    deliver: (current: QueuedLead) => Promise<DeliveryOutcome>,
    options?: { ignoreSchedule?: boolean },
  ): Promise<boolean>;
  /** Leads the upstream refused for good, kept for operators. */
  rejected(): Promise<RejectedLead[]>;
  close(): Promise<void>;
};

export type DeliveryOutcome =
  | { result: "delivered" }
  /** A retryable failure: try again at `nextAttemptAt`. */
  | { result: "retry"; attempts: number; nextAttemptAt: number }
  /** The upstream refused it for good (a 4xx): set aside, never retried. */
  | { result: "rejected"; status: number | null; reason: string };

export type RejectedLead = {
  lead: QueuedLead;
  status: number | null;
  reason: string;
  rejectedAt: number;
};

/** The queue holds its limit of waiting leads: the visitor gets the failure message. */
export class OutboxFullError extends Error {
  constructor(limit: number) {
    super(`The outbox holds its limit of ${limit} waiting leads`);
    this.name = "OutboxFullError";
  }
}
