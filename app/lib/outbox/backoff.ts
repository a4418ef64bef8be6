/**
 * When a queued lead is tried again (decision 051): exponential, doubling from `baseMs` up to
 * `capMs`, with "equal jitter" (a random point in the upper half of the step), so instances that
 * failed together don't all knock again at the same instant, yet no retry comes sooner than half
 * its step.
 *
 * The schedule is a pure function of the attempt number because the next attempt's time is
 * written into the queue: it must survive a restart, which an in-memory retry loop (p-retry and
 * the like) would not.
 */
export type BackoffPolicy = { baseMs: number; capMs: number };

export const OUTBOX_BACKOFF: BackoffPolicy = {
  baseMs: 1_000,
  // Five minutes: an upstream back from an outage sees every waiting lead within that.
  capMs: 5 * 60_000,
};

/**
 * The pause after the `failedAttempts`-th failed attempt (1 for the first failure). `random` is a
 * number in [0, 1), Math.random by default.
 */
export function backoffDelayMs(
  failedAttempts: number,
  policy: BackoffPolicy = OUTBOX_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2 ** 1024 is Infinity; Math.min keeps it finite.
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}
