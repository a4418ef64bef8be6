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
    const moments: Array<() => void> = [];
    const queue = createPrefetchQueue(2, (start) => moments.push(start));
    const tasks = Array.from({ length: 4 }, () => deferred());
    const started: number[] = [];
    const withdraw = tasks.map((task, index) =>
      queue.enqueue(() => {
        started.push(index);
        return task.promise;
      }),
    );
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
});
