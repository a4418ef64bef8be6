import { Redis } from "ioredis";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  consumeRateLimit,
  prepareRateLimits,
  refundRateLimit,
  resetRateLimitsForTests,
} from "~/lib/rate-limit.server";
import { captureLogs } from "./log-capture";
import { startRedisServer } from "./redis-server";

// With REDIS_URL set, the counters live in Redis (shared by every instance), under
// `aden-rl:<tier>:<key>`; a Redis that goes away leaves the in-memory insurance counting.

let server: Awaited<ReturnType<typeof startRedisServer>>;
let client: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  client = new Redis(server.url);
});
afterAll(async () => {
  client.disconnect();
  await server.stop();
});
afterEach(() => {
  resetRateLimitsForTests();
  vi.unstubAllEnvs();
});

/** The counters as a fresh process builds them, against this test's Redis. */
async function freshInstance() {
  resetRateLimitsForTests();
  vi.stubEnv("REDIS_URL", server.url);
  vi.stubEnv("RATE_LIMIT_SCALE", "1");
  await prepareRateLimits();
}

describe("rate limits in Redis", () => {
  it("are shared: what one instance spent, the next one sees", async () => {
    await freshInstance();
    // The sign-up code tier allows one a minute.
    expect(
      await consumeRateLimit("codeResend", ["email:ada@example.com"]),
    ).toEqual({
      allowed: true,
    });

    await freshInstance();
    expect(
      await consumeRateLimit("codeResend", ["email:ada@example.com"]),
    ).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await client.keys("aden-rl:codeResend:*")).toEqual([
      "aden-rl:codeResend:email:ada@example.com",
    ]);
  });

  it("give a refunded point back in Redis", async () => {
    await freshInstance();
    await consumeRateLimit("codeResend", ["email:grace@example.com"]);
    await refundRateLimit("codeResend", ["email:grace@example.com"]);

    await freshInstance();
    expect(
      await consumeRateLimit("codeResend", ["email:grace@example.com"]),
    ).toEqual({ allowed: true });
  });

  it("keep counting in memory, and log it, while Redis is unreachable", async () => {
    const logs = captureLogs();
    resetRateLimitsForTests();
    // Nothing listens on port 1.
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    vi.stubEnv("RATE_LIMIT_SCALE", "1");
    const verdicts = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      verdicts.push(
        await consumeRateLimit("codeResend", ["email:alan@example.com"]),
      );
    }
    expect(verdicts).toEqual([
      { allowed: true },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    await expect
      .poll(() => logs.records.map((record) => record.msg))
      .toContain("Rate-limit store unavailable");
    expect(
      logs.records.find(({ msg }) => msg === "Rate-limit store unavailable"),
    ).toMatchObject({
      level: "error",
      err: { message: expect.stringMatching(/ECONNREFUSED/) as unknown },
    });
  });
});
