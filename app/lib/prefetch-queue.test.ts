import { describe, expect, it } from "vitest";
import { createPrefetchQueue } from "./prefetch-queue";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Four tasks queued at once, each start waiting for a moment the test runs by hand. */
function fourTasksByMoments(limit: number) {
  const moments: Array<() => void> = [];
  const queue = createPrefetchQueue(limit, (start) => moments.push(start));
  const tasks = Array.from({ length: 4 }, () => deferred());
  const started: number[] = [];
  const withdraw = tasks.map((task, index) =>
    queue.enqueue(() => {
      started.push(index);
      return task.promise;
    }),
  );
  return { moments, queue, tasks, started, withdraw };
}

// behaviour §2: links are prefetched when visible, about 5 route preloads at once.
describe("the prefetch queue", () => {
  it("runs at most 5 preloads at once and starts the next as one settles", async () => {
    const queue = createPrefetchQueue();
    const tasks = Array.from({ length: 12 }, () => deferred());
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    tasks.forEach((task, index) =>
      queue.enqueue(() => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        return task.promise.finally(() => (running -= 1));
      }),
    );
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.waiting).toBe(7);

    tasks[2]!.resolve();
    tasks[0]!.reject(new Error("network"));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.active).toBe(5);

    for (const task of tasks) task.resolve();
    for (let i = 0; i < 5; i += 1) await tick();
    expect(started).toHaveLength(12);
    expect(peak).toBe(5);
    expect(queue.active).toBe(0);
  });

  it("drops a withdrawn task that has not started", async () => {
    const queue = createPrefetchQueue(1);
    const first = deferred();
    let secondRan = false;
    queue.enqueue(() => first.promise);
    const withdraw = queue.enqueue(async () => {
      secondRan = true;
    });
    withdraw();
    first.resolve();
    await tick();
    expect(secondRan).toBe(false);
    expect(queue.waiting).toBe(0);
  });

  it("frees the slot of a task that throws at once", async () => {
    const queue = createPrefetchQueue(1);
    let ran = false;
    queue.enqueue(() => {
      throw new Error("boom");
    });
    queue.enqueue(async () => {
      ran = true;
    });
    await tick();
    expect(ran).toBe(true);
  });

  it("hands each start to the given moment, one task per moment, within the limit", async () => {
    const { moments, queue, tasks, started, withdraw } = fourTasksByMoments(2);
    // Nothing starts before its moment, and one moment is asked for at a time.
    expect(started).toEqual([]);
    expect(moments).toHaveLength(1);

    moments.shift()!();
    expect(started).toEqual([0]);
    expect(moments).toHaveLength(1);
    moments.shift()!();
    expect(started).toEqual([0, 1]);
    // Both slots are taken: no moment is asked for until one frees.
    expect(moments).toHaveLength(0);

    withdraw[2]!();
    tasks[0]!.resolve();
    await tick();
    expect(moments).toHaveLength(1);
    moments.shift()!();
    expect(started).toEqual([0, 1, 3]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(0);
  });

  it("withdraws only the task asked for, and spends no slot or moment on nothing", async () => {
    const { moments, queue, tasks, started, withdraw } = fourTasksByMoments(1);
    moments.shift()!();
    expect(started).toEqual([0]);
    // A link scrolled away after its prefetch started: the waiting ones stay queued.
    withdraw[0]!();
    expect(queue.waiting).toBe(3);
    withdraw[2]!();
    expect(queue.waiting).toBe(2);

    tasks[0]!.resolve();
    await tick();
    moments.shift()!();
    expect(started).toEqual([0, 1]);
    withdraw[3]!();
    tasks[1]!.resolve();
    await tick();
    // Nothing waits: no moment is asked for.
    expect(moments).toHaveLength(0);
    expect(queue.active).toBe(0);

    // Every waiting task withdrawn while its start waited: the start takes no slot.
    queue.enqueue(() => tasks[3]!.promise)();
    expect(moments).toHaveLength(1);
    moments.shift()!();
    expect(queue.active).toBe(0);
    expect(started).toEqual([0, 1]);
  });
});
