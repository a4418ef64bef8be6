import { describe, expect, it } from "vitest";
import { backoffDelayMs } from "./backoff";

const lowest = () => 0;
const highest = () => 0.999_999;

describe("the outbox's backoff schedule", () => {
  it("doubles from 1 s, each pause between half its step and the whole step", () => {
    expect(
      [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, undefined, lowest)),
    ).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
    expect(
      [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, undefined, highest)),
    ).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it("stops growing at 5 minutes, however many attempts failed", () => {
    expect(backoffDelayMs(9, undefined, highest)).toBe(256_000);
    expect(backoffDelayMs(10, undefined, highest)).toBe(300_000);
    expect(backoffDelayMs(10, undefined, lowest)).toBe(150_000);
    expect(backoffDelayMs(5_000, undefined, highest)).toBe(300_000);
  });

  it("spreads the instances that failed together (jitter)", () => {
    const pauses = new Set(Array.from({ length: 20 }, () => backoffDelayMs(6)));
    expect(pauses.size).toBeGreaterThan(1);
    for (const pause of pauses) {
      expect(pause).toBeGreaterThanOrEqual(16_000);
      expect(pause).toBeLessThanOrEqual(32_000);
    }
  });

  it("takes another policy", () => {
    expect(backoffDelayMs(3, { baseMs: 100, capMs: 250 }, highest)).toBe(250);
  });
});
