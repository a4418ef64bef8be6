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
 * Runs at most `limit` tasks at once, first come first served (SPEC §2: about 5 route preloads
 * at once). A failed task frees its slot like a finished one.
 */
export function createPrefetchQueue(
  limit = MAX_PREFETCHES_IN_FLIGHT,
): PrefetchQueue {
  const waiting: PrefetchTask[] = [];
  let active = 0;

  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const task = waiting.shift()!;
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
    }
  };

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
