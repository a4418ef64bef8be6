import { Redis } from "ioredis";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { getEnv } from "~/lib/env.server";
import type { QueuedLead } from "~/lib/outbox/lead";
import { openOutbox } from "~/lib/outbox/outbox.server";
import { OutboxFullError, type OutboxQueue } from "~/lib/outbox/queue";
import { redisQueue } from "~/lib/outbox/redis-queue.server";
import { captureLogs } from "./log-capture";
import { startRedisServer } from "./redis-server";

// The Redis outbox against a real redis-server of this test's own (decision 051).

let server: Awaited<ReturnType<typeof startRedisServer>>;
const clients: Redis[] = [];

beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.stop();
});
beforeEach(async () => {
  await (await connected()).flushall();
});

function connect(url = server.url) {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  client.on("error", () => {});
  clients.push(client);
  return client;
}

async function connected() {
  const client = connect();
  await client.connect();
  return client;
}

async function queueOn(maxLeads = 100): Promise<OutboxQueue> {
  return redisQueue(await connected(), { maxLeads });
}

const lead = (n: number, overrides: Partial<QueuedLead> = {}): QueuedLead =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    kind: "online-form",
    queuedAt: 1_000 + n,
    attempts: 1,
    nextAttemptAt: 0,
    payload: {
      formId: "equipment-service-request",
      answers: { contactName: `Dana ${n}`, serialNumber: null, urgent: true },
    },
    ...overrides,
  }) as QueuedLead;

describe("the Redis outbox", () => {
  it("keeps leads in the stream aden-outbox:leads, readable by every instance", async () => {
    const first = await queueOn();
    const second = await queueOn();
    await first.add(lead(1));
    await first.add(lead(2));
    expect(await second.list()).toEqual([lead(1), lead(2)]);
    expect(await (await connected()).xlen("aden-outbox:leads")).toBe(2);
  });

  it("two instances reaching one lead together: one delivers it, the other skips it", async () => {
    const first = await queueOn();
    const second = await queueOn();
    await first.add(lead(1));
    await second.list();
    let deliveries = 0;
    const deliver = async () => {
      deliveries += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { result: "delivered" as const };
    };
    const taken = await Promise.all([
      first.withLead(lead(1), deliver),
      second.withLead(lead(1), deliver),
    ]);
    expect(taken.sort()).toEqual([false, true]);
    expect(deliveries).toBe(1);
    expect(await first.list()).toEqual([]);
    // One that read the stream before the delivery finds the lead gone.
    expect(await second.withLead(lead(1), deliver)).toBe(false);
    expect(deliveries).toBe(1);
  });

  it("keeps a retry's schedule beside the stream, for every instance", async () => {
    const first = await queueOn();
    const second = await queueOn();
    await first.add(lead(1));
    await first.list();
    const later = Date.now() + 60_000;
    await first.withLead(lead(1), async () => ({
      result: "retry",
      attempts: 2,
      nextAttemptAt: later,
    }));
    const [waiting] = await second.list();
    expect(waiting).toMatchObject({ attempts: 2, nextAttemptAt: later });
    expect(
      await second.withLead(waiting!, async () => ({ result: "delivered" })),
    ).toBe(false);
    expect(
      await second.withLead(waiting!, async () => ({ result: "delivered" }), {
        ignoreSchedule: true,
      }),
    ).toBe(true);
    expect(await first.list()).toEqual([]);
    expect(await (await connected()).hlen("aden-outbox:schedule")).toBe(0);
  });

  it("sets a refused lead aside in aden-outbox:rejected", async () => {
    const queue = await queueOn();
    await queue.add(lead(1));
    await queue.list();
    await queue.withLead(lead(1), async () => ({
      result: "rejected",
      status: 400,
      reason: "answers must be an object.",
    }));
    expect(await queue.list()).toEqual([]);
    expect(await queue.rejected()).toEqual([
      expect.objectContaining({ lead: lead(1), status: 400 }),
    ]);
  });

  it("refuses a lead past its limit, and anything malformed", async () => {
    const queue = await queueOn(1);
    await queue.add(lead(1));
    await expect(queue.add(lead(2))).rejects.toBeInstanceOf(OutboxFullError);
    const roomy = await queueOn();
    await expect(
      roomy.add(lead(3, { kind: "contact" } as Partial<QueuedLead>)),
    ).rejects.toThrow();
    expect(await roomy.list()).toEqual([lead(1)]);
  });

  it("fails at once while Redis is down, so the visitor is told to try again", async () => {
    const down = connect("redis://127.0.0.1:1");
    const queue = redisQueue(down, { maxLeads: 100 });
    await expect(queue.add(lead(1))).rejects.toThrow();
  });

  it("delivers a lead it added without listing first, holding its lock for a 60 s lease meanwhile", async () => {
    const queue = await queueOn();
    expect(queue.kind).toBe("redis");
    await queue.add(lead(1));
    const redis = await connected();
    let lease = 0;
    expect(
      await queue.withLead(lead(1), async () => {
        lease = await redis.pttl(
          "aden-outbox:lock:00000000-0000-4000-8000-000000000001",
        );
        return { result: "delivered" };
      }),
    ).toBe(true);
    expect(lease).toBeGreaterThan(59_000);
    expect(lease).toBeLessThanOrEqual(60_000);
    expect(await queue.list()).toEqual([]);
    expect(await queue.rejected()).toEqual([]);
    expect(
      await redis.exists(
        "aden-outbox:lock:00000000-0000-4000-8000-000000000001",
      ),
    ).toBe(0);
  });

  it("skips a lead this instance never read from the stream", async () => {
    const first = await queueOn();
    await first.add(lead(1));
    const second = await queueOn();
    let called = false;
    expect(
      await second.withLead(lead(1), async () => {
        called = true;
        return { result: "delivered" };
      }),
    ).toBe(false);
    expect(called).toBe(false);
  });

  it("delivers a lead whose retry is due this very millisecond", async () => {
    const queue = await queueOn();
    await queue.add(lead(1));
    await queue.withLead(lead(1), async () => ({
      result: "retry",
      attempts: 2,
      nextAttemptAt: 50_000,
    }));
    vi.useFakeTimers({ toFake: ["Date"], now: 50_000 });
    try {
      const deliver = async () => ({ result: "delivered" as const });
      expect(await queue.withLead(lead(1), deliver)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a lead whose entry carries other fields too, and reports an entry that is no lead", async () => {
    const redis = await connected();
    await redis.xadd(
      "aden-outbox:leads",
      "*",
      "source",
      "import",
      "lead",
      JSON.stringify(lead(1)),
    );
    const junk = await redis.xadd("aden-outbox:leads", "*", "note", "lead");
    const unreadable: string[] = [];
    const queue = redisQueue(redis, {
      maxLeads: 100,
      onUnreadable: (entryId) => unreadable.push(entryId),
    });
    expect(await queue.list()).toEqual([lead(1)]);
    expect(unreadable).toEqual([junk]);
  });

  it("reads the rejected leads past an entry it can't read", async () => {
    const redis = await connected();
    const entry = {
      lead: lead(1),
      status: 400,
      reason: "answers must be an object.",
      rejectedAt: 7_000,
    };
    await redis.xadd("aden-outbox:rejected", "*", "rejected", "{torn");
    await redis.xadd("aden-outbox:rejected", "*", "other", "x");
    await redis.xadd(
      "aden-outbox:rejected",
      "*",
      "rejected",
      JSON.stringify(entry),
    );
    expect(await redisQueue(redis, { maxLeads: 100 }).rejected()).toEqual([
      entry,
    ]);
  });

  it("fails a delivery whose outcome Redis refuses to keep", async () => {
    const queue = await queueOn();
    await queue.add(lead(1));
    const redis = await connected();
    await expect(
      queue.withLead(lead(1), async () => {
        // Something else took the schedule's key: the transaction's HSET fails.
        await redis.set("aden-outbox:schedule", "not a hash");
        return { result: "retry", attempts: 2, nextAttemptAt: 9_000 };
      }),
    ).rejects.toThrow(/WRONGTYPE/);
  });

  it("closes a client whose Redis is down without waiting for it", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    clients.push(down);
    await new Promise((resolve) => down.once("error", resolve));
    const queue = redisQueue(down, { maxLeads: 100 });
    await queue.close();
    // No more attempts to reach it.
    await expect.poll(() => down.status).toBe("end");
  });
});

describe("the configured outbox with REDIS_URL", () => {
  it("is the Redis stream, and logs an entry that is no lead", async () => {
    const log = captureLogs();
    const queue = await openOutbox({ ...getEnv(), redisUrl: server.url });
    try {
      expect(queue.kind).toBe("redis");
      await queue.add(lead(1));
      const junk = await (
        await connected()
      ).xadd("aden-outbox:leads", "*", "lead", "{torn");
      expect(await queue.list()).toEqual([lead(1)]);
      expect(log.records).toEqual([
        expect.objectContaining({
          level: "error",
          entryId: junk,
          msg: "Outbox: a stream entry is not a lead; it is left in place",
        }),
      ]);
    } finally {
      await queue.close();
    }
  });

  it("starts without a Redis that is down after 5 s, logging why; a lead then fails at once", async () => {
    const log = captureLogs();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const opening = openOutbox({
        ...getEnv(),
        redisUrl: "redis://127.0.0.1:1",
      });
      while (log.records.length === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(log.records).toEqual([
        expect.objectContaining({
          level: "error",
          err: expect.objectContaining({
            message: expect.stringContaining("ECONNREFUSED"),
          }),
          msg: "Outbox store unavailable",
        }),
      ]);
      let opened = false;
      void opening.then(() => (opened = true));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(opened).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const queue = await opening;
      await expect(queue.add(lead(1))).rejects.toThrow();
      await queue.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
