import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QueuedLead } from "~/lib/outbox/lead";
import { OutboxFullError, type OutboxQueue } from "~/lib/outbox/queue";
import { redisQueue } from "~/lib/outbox/redis-queue.server";
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
});
