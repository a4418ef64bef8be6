import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/env.server";
import { clientAddressOf, limitRequestRate } from "../server/rate-limit";

// Issue 14: every page and form request spends from its client address's budget (1000 reads and
// 100 writes a minute); the address is never taken from a chain the client can write.
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds?\.$/;

describe("every page and form request", () => {
  async function serve(env: Record<string, string>) {
    vi.stubEnv("RATE_LIMIT_SCALE", env.RATE_LIMIT_SCALE ?? "1");
    vi.stubEnv("CLIENT_IP_HEADER", env.CLIENT_IP_HEADER ?? "");
    const app = express();
    app.use(limitRequestRate(getEnv()));
    app.all("*", (req, res) => {
      res.send(clientAddressOf(req, getEnv()));
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("answers 429 with Retry-After past the budget (1000 reads a minute, scaled down here)", async () => {
    // A scale of 0.003 turns 1000 reads into 3 and 100 writes into 1.
    const site = await serve({ RATE_LIMIT_SCALE: "0.003" });
    const statuses = [];
    for (let request = 1; request <= 4; request += 1) {
      statuses.push((await fetch(site.url)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(site.url);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(TOO_MANY);

    expect((await fetch(site.url, { method: "POST" })).status).toBe(200);
    expect((await fetch(site.url, { method: "POST" })).status).toBe(429);
    await site.close();
  });

  it("keys on the configured edge header's own entry, not on a client's X-Forwarded-For", async () => {
    const site = await serve({ CLIENT_IP_HEADER: "X-Real-IP" });
    const viaEdge = await fetch(site.url, {
      headers: { "X-Real-IP": "203.0.113.9", "X-Forwarded-For": "1.2.3.4" },
    });
    expect(await viaEdge.text()).toBe("203.0.113.9");
    await site.close();

    const direct = await serve({});
    const spoofed = await fetch(direct.url, {
      headers: { "X-Forwarded-For": "1.2.3.4" },
    });
    expect(await spoofed.text()).not.toContain("1.2.3.4");
    await direct.close();
  });
});
