import express, { type Request, type Router } from "express";
import { setupServer } from "msw/node";
import { MOCK_BUILD_VERSION_COOKIE } from "~/lib/build-version";
import type { ServerEnv } from "~/lib/env.server";
import { createFaultState } from "./faults";
import { createHandlers } from "./handlers";
import { introspectionRouter } from "./introspection";
import { mockArpRouter } from "./mock-arp";
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  seedDemoAccounts,
  seedOnlineForms,
} from "./seed";
import { createMockStore } from "./store";

/**
 * Starts the mock upstream in this process: MSW answers every call to the API base from an
 * in-memory store, and a router serves the mocks' introspection pages and the mock platform app.
 * Loaded by server.ts only when mocks are on.
 */
export function startMockUpstream(env: ServerEnv): {
  router: Router;
  stop: () => Promise<void>;
  describe: () => string;
  /** The build version this browser is told, when its mock-build-version cookie says one. */
  buildVersionFor: (req: Request) => string | undefined;
} {
  const api = env.apiBaseUrl;
  const store = createMockStore();
  const ready = seedDemoAccounts(store);
  seedOnlineForms(store);
  const faults = createFaultState();
  const server = setupServer(...createHandlers({ api, store, ready, faults }));
  // The site's own requests to other hosts (none today) are not the mock's business.
  server.listen({ onUnhandledRequest: "bypass" });

  const router = express.Router();
  router.use(introspectionRouter(store, ready, faults));
  router.use(mockArpRouter(store));
  // A page that fails on purpose, so tests can see the error page; it is not in the app's routes.
  router.get("/__mock-error", (_req, res, next) => {
    res.locals.deliberateFailure =
      "Deliberate failure of /__mock-error (mock upstream only)";
    next();
  });

  return {
    router,
    stop: async () => server.close(),
    buildVersionFor: (req) => readCookie(req, MOCK_BUILD_VERSION_COOKIE),
    describe: () =>
      `Mock upstream in use (${api}; set API_BASE_URL for a real one). ` +
      `Sign-up codes: ${env.siteUrl}/__mocks/mailbox?email=you@example.com. ` +
      `Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}.`,
  };
}

function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("=")) || undefined;
  }
  return undefined;
}
