import express, { type Request } from "express";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { parseEnv, resetEnvForTests } from "~/lib/env.server";
import {
  RATE_LIMIT_TIERS,
  addressKey,
  consumeRateLimit,
  emailKey,
  refundRateLimit,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";
import { clientAddressOf, limitRequestRate } from "../server/rate-limit";
import { serveForThisTest } from "./http-helpers";
import { captureLogs } from "./log-capture";

/** The rate limits' keys and budgets (issue 14), stated as literals. */
describe("rate-limit keys", () => {
  it("key an email address case- and space-insensitively", () => {
    expect(emailKey("  Ada@Example.COM ")).toBe("email:ada@example.com");
    expect(emailKey("ada@example.com")).toBe("email:ada@example.com");
    expect(emailKey("")).toBeNull();
    expect(emailKey(null)).toBeNull();
    expect(emailKey(undefined)).toBeNull();
  });

  it("key a client address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(addressKey("::1")).toBe("ip:::1");
    expect(addressKey("")).toBeNull();
    expect(addressKey(null)).toBeNull();
    expect(addressKey(undefined)).toBeNull();
  });

  it("have these budgets", () => {
    expect(RATE_LIMIT_TIERS).toStrictEqual({
      reads: { points: 1000, duration: 60 },
      writes: { points: 100, duration: 60 },
      credentials: { points: 10, duration: 60 },
      codeResend: { points: 1, duration: 60 },
      codeHourly: { points: 5, duration: 3600 },
      cspReports: { points: 20, duration: 60 },
    });
  });

  it("say how long to wait, in seconds", () => {
    expect(tooManyRequestsMessage(1)).toBe(
      "Too many attempts. Please try again in 1 second.",
    );
    expect(tooManyRequestsMessage(42)).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
  });
});

describe("consumeRateLimit", () => {
  it("spends a point per key, skips missing keys and refuses with the longest wait, rounded up", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    try {
      expect(await consumeRateLimit("codeResend", [null, "", "k1"])).toEqual({
        allowed: true,
      });
      vi.setSystemTime(1_000_000 + 20_500);
      expect(await consumeRateLimit("codeResend", ["k2"])).toEqual({
        allowed: true,
      });
      // k1 frees in 39.5 s, k2 in 60 s: the answer is the longer wait.
      expect(await consumeRateLimit("codeResend", ["k1", "k2"])).toEqual({
        allowed: false,
        retryAfterSeconds: 60,
      });
      expect(await consumeRateLimit("codeResend", ["k1"])).toEqual({
        allowed: false,
        retryAfterSeconds: 40,
      });
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await consumeRateLimit("codeResend", [undefined, null])).toEqual(
          { allowed: true },
        );
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a point back on refund, and only for the keys given", async () => {
    await consumeRateLimit("codeResend", ["a", "b"]);
    await refundRateLimit("codeResend", [null, "a"]);
    expect(await consumeRateLimit("codeResend", ["a"])).toEqual({
      allowed: true,
    });
    expect((await consumeRateLimit("codeResend", ["b"])).allowed).toBe(false);
  });

  it("lets the request through, and logs why, when the counters fail", async () => {
    const { records } = captureLogs();
    vi.spyOn(RateLimiterMemory.prototype, "consume").mockRejectedValue(
      new Error("store down"),
    );
    vi.spyOn(RateLimiterMemory.prototype, "reward").mockRejectedValue(
      new Error("store still down"),
    );
    expect(await consumeRateLimit("credentials", ["k"])).toEqual({
      allowed: true,
    });
    await refundRateLimit("credentials", ["k"]);
    expect(
      records.map(({ level, msg, err }) => ({
        level,
        msg,
        error: (err as { message?: string } | undefined)?.message,
      })),
    ).toEqual([
      {
        level: "error",
        msg: "Rate-limit check failed; letting the request through.",
        error: "store down",
      },
      {
        level: "error",
        msg: "Rate-limit refund failed.",
        error: "store still down",
      },
    ]);
  });

  it("scales each budget by RATE_LIMIT_SCALE, never below one", async () => {
    vi.stubEnv("RATE_LIMIT_SCALE", "0.001");
    resetEnvForTests();
    expect((await consumeRateLimit("credentials", ["x"])).allowed).toBe(true);
    expect((await consumeRateLimit("credentials", ["x"])).allowed).toBe(false);
  });
});

describe("clientAddressOf", () => {
  const request = (headers: Record<string, string>, ip?: string) =>
    ({
      get: (name: string) => headers[name.toLowerCase()],
      ip,
      socket: { remoteAddress: "10.0.0.9" },
    }) as unknown as Request;

  it("takes the configured edge header's last entry, not a client's chain", () => {
    const env = parseEnv({ CLIENT_IP_HEADER: "x-edge-ip" });
    expect(
      clientAddressOf(
        request({ "x-edge-ip": "1.1.1.1, 2.2.2.2 , 3.3.3.3 " }, "9.9.9.9"),
        env,
      ),
    ).toBe("3.3.3.3");
    expect(
      clientAddressOf(request({ "x-edge-ip": "4.4.4.4,, " }, "9.9.9.9"), env),
    ).toBe("4.4.4.4");
  });

  it("falls back to Express's address, then the socket's, then 'unknown'", () => {
    const env = parseEnv({ CLIENT_IP_HEADER: "x-edge-ip" });
    expect(
      clientAddressOf(request({ "x-edge-ip": " , " }, "9.9.9.9"), env),
    ).toBe("9.9.9.9");
    expect(clientAddressOf(request({}, "9.9.9.9"), env)).toBe("9.9.9.9");
    expect(clientAddressOf(request({}, "9.9.9.9"), parseEnv({}))).toBe(
      "9.9.9.9",
    );
    expect(
      clientAddressOf(
        request({ "x-edge-ip": "1.1.1.1" }, "9.9.9.9"),
        parseEnv({}),
      ),
    ).toBe("9.9.9.9");
    expect(clientAddressOf(request({}), parseEnv({}))).toBe("10.0.0.9");
    const bare = { get: () => undefined, socket: {} } as unknown as Request;
    expect(clientAddressOf(bare, parseEnv({}))).toBe("unknown");
  });
});

describe("limitRequestRate", () => {
  it("counts GET and HEAD as reads, anything else as writes, and refuses with 429 past the budget", async () => {
    // Scaled so that reads allow 2 a minute and writes 1 (at least one: never zero).
    vi.stubEnv("RATE_LIMIT_SCALE", "0.002");
    resetEnvForTests();
    const app = express();
    app.use(limitRequestRate(parseEnv({})));
    app.all("*", (req, res) => res.send(`ok ${req.method}`));
    const origin = await serveForThisTest(app);

    expect((await fetch(origin, { method: "POST" })).status).toBe(200);
    const refused = await fetch(origin, { method: "DELETE" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await refused.text()).toBe(
      "Too many attempts. Please try again in 60 seconds.",
    );

    expect((await fetch(origin)).status).toBe(200);
    expect((await fetch(origin, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(origin)).status).toBe(429);
  });
});
