import { expect, test } from "@playwright/test";
import { startRedisServer } from "../../tests/redis-server";
import { startServer, type StartedServer } from "./start-server";

// Issue 14: with REDIS_URL set, instances behind one load balancer share their counters, so a
// client can't multiply its budget by the number of instances. `npm run test:e2e` installs
// redis-server when it is missing (scripts/ensure-redis.mjs).

test("two instances with one Redis share one budget", async () => {
  const redis = await startRedisServer();
  const instances: StartedServer[] = [];
  try {
    // A scale of 0.004 turns 1000 reads a minute into 4: four answers across both, then 429.
    const env = {
      MOCKS: "true",
      REDIS_URL: redis.url,
      RATE_LIMIT_SCALE: "0.004",
    };
    instances.push(await startServer(env), await startServer(env));
    const [first, second] = instances;
    const statuses: number[] = [];
    for (const origin of [
      first!,
      second!,
      first!,
      second!,
      first!,
      second!,
    ].map((instance) => instance.origin)) {
      statuses.push((await fetch(`${origin}/privacy`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await fetch(`${second!.origin}/privacy`);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
  }
});
