import express, { type Router } from "express";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ServerEnv } from "~/lib/env.server";

/**
 * Starts the mock upstream in this process: MSW answers every call to the API base, and a
 * router serves the mocks' introspection pages. Loaded by server.ts only when mocks are on.
 */
export function startMockUpstream(env: ServerEnv): {
  router: Router;
  stop: () => Promise<void>;
  describe: () => string;
} {
  const api = env.apiBaseUrl;
  const server = setupServer(
    http.get(`${api}/user/profile`, () =>
      HttpResponse.json({ message: "Unauthorized" }, { status: 401 }),
    ),
  );
  server.listen({ onUnhandledRequest: "bypass" });

  const router = express.Router();
  router.get("/__mocks/mailbox", (_req, res) => {
    res.set("Cache-Control", "no-store").json([]);
  });

  // A response that takes its time, so tests can watch a graceful shutdown finish it. Headers go
  // out at once, so the caller knows the request is in flight.
  router.get("/__mocks/slow", (req, res) => {
    const delayMs = Math.min(Number(req.query.ms) || 1_000, 10_000);
    res
      .status(200)
      .set({ "Cache-Control": "no-store", "Content-Type": "application/json" });
    res.flushHeaders();
    setTimeout(() => res.end(JSON.stringify({ delayedMs: delayMs })), delayMs);
  });

  return {
    router,
    stop: async () => server.close(),
    describe: () =>
      `Mock upstream in use (${api}): set API_BASE_URL to use a real one.`,
  };
}
