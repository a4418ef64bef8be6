import { MAX_PREFETCHES_IN_FLIGHT } from "./constants";

/** A unit of prefetch work: resolves when its requests have settled. */
export type PrefetchTask = () => Promise<unknown>;

export type PrefetchQueue = {
  /** Queues a task; the returned function withdraws it if it has not started yet. */
  enqueue: (task: PrefetchTask) => () => void;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

/**
 * Runs at most `limit` tasks at once, first come first served (behaviour §2: about 5 route preloads
 * at once). A failed task frees its slot like a finished one. Each start is handed to
 * `startLater`, one start per call: the browser's prefetches start in idle moments, one page
 * each, where five pages' links in one go made one long task of fetch starts.
 */
export function createPrefetchQueue(
  limit = MAX_PREFETCHES_IN_FLIGHT,
  startLater: (start: () => void) => void = (start) => start(),
): PrefetchQueue {
  const waiting: PrefetchTask[] = [];
  let active = 0;
  let startPending = false;

  const startNext = () => {
    startPending = false;
    const task = waiting.shift();
    // Every waiting task was withdrawn while the start waited.
    if (!task) return;
    active += 1;
    let settled: Promise<unknown>;
    try {
      settled = task();
    } catch (error) {
      settled = Promise.reject(error);
    }
    void settled
      .catch(() => undefined)
      .then(() => {
        active -= 1;
        pump();
      });
    pump();
  };

  function pump() {
    if (startPending || active >= limit || waiting.length === 0) return;
    startPending = true;
    startLater(startNext);
  }

  return {
    enqueue(task) {
      waiting.push(task);
      pump();
      return () => {
        const index = waiting.indexOf(task);
        if (index !== -1) waiting.splice(index, 1);
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
