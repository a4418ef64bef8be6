import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { ViteDevServer } from "vite";
import { BUILD_VERSION_PATH } from "~/lib/build-version";
import { OG_CARD_DIR } from "~/lib/og-card";
import {
  getEnv,
  InvalidConfigurationError,
  type ServerEnv,
} from "~/lib/env.server";
import { startServerErrorCapture } from "~/lib/error-capture.server";
import { getLogger } from "~/lib/logger.server";
import {
  closeOutbox,
  getOutbox,
  startOutboxWorker,
} from "~/lib/outbox/outbox.server";
import { prepareRateLimits } from "~/lib/rate-limit.server";
import { runWithRequestContext } from "~/lib/request-context.server";
import { accessLog } from "./server/access-log";
import { compressDynamicResponses } from "./server/compression";
import { cspReportEndpoint } from "./server/csp-report";
import { createPageCache, isCacheableRequest } from "./server/page-cache";
import { publicFiles } from "./server/public-files";
import { applyRedirects } from "./server/redirects";
import { limitFormBodies } from "./server/body-limits";
import { clientAddressOf, limitRequestRate } from "./server/rate-limit";
import { applyServerTimeouts } from "./server/timeouts";
import { handleShutdownSignals } from "./server/shutdown";
import { healthEndpoints } from "./server/health";
import { startHealthPort } from "./server/health-port";
import { refuseEarlyWhenBusy, shedLoadWhenBusy } from "./server/load-shedding";
import { renderGate } from "./server/render-gate";
import {
  allowScriptsByHashInstead,
  assignCspNonce,
  permissionsPolicy,
  refuseCrossSiteRequests,
  securityHeaders,
} from "./server/security";
import { stripTrailingSlash } from "./server/trailing-slash";

const BUILD_DIR = path.resolve(process.cwd(), "build");

// Defined by scripts/build.mjs in the bundled server: build/node/server.js always serves the
// production build, while `npm run dev` (tsx server.ts) runs Vite in middleware mode.
declare const __BUNDLED_SERVER__: boolean | undefined;
const isDev = typeof __BUNDLED_SERVER__ === "undefined";
// React picked its build at import time already: said how to start it properly once the
// logger can (after the configuration is read).
const nodeEnvWasNotProduction = !isDev && process.env.NODE_ENV !== "production";
if (nodeEnvWasNotProduction) process.env.NODE_ENV = "production";

function readEnvOrExit(): ServerEnv {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof InvalidConfigurationError) {
      // Plain text, before the logger (whose level is part of the configuration) exists.
      console.error(`${error.message}\nThe server did not start.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnvOrExit();
  // One JSON object per line on stdout, at LOG_LEVEL (app/lib/logger.server.ts).
  const logger = getLogger();

  if (nodeEnvWasNotProduction) {
    logger.warn(
      "NODE_ENV is not production: start the production server with `npm start`.",
    );
  }
  for (const warning of env.warnings) logger.warn(warning);
  // With SENTRY_DSN set, the SDK loads beside the start rather than before it (it takes
  // seconds); an error of a request meanwhile waits for it (error-capture.server.ts).
  void startServerErrorCapture(env.sentryDsn);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy ? 1 : false);

  app.use(assignCspNonce);
  app.use(securityHeaders(env));
  app.use(permissionsPolicy);
  let draining = false;
  // Set once the build is loaded, before the server listens.
  let buildVersion = "";
  app.use(
    healthEndpoints({
      buildVersion: () => buildVersion,
      isDraining: () => draining,
    }),
  );
  // What the request reveals about its visitor, as its session is read (for the caches).
  app.use((_req, _res, next) => runWithRequestContext(next));
  app.use(accessLog(logger));
  app.use(compressDynamicResponses());
  // Before the cross-site check and the form-body limits: browsers send reports as JSON,
  // without the page's origin.
  app.use(cspReportEndpoint(env, logger));
  app.use(stripTrailingSlash);
  app.use(applyRedirects);
  app.use(refuseCrossSiteRequests(env));

  let stopMocks = async () => {};
  let buildVersionFor: (req: express.Request) => string | undefined = () =>
    undefined;
  if (env.mocksEnabled) {
    // Loaded only when on: production with a real upstream never loads msw.
    const { startMockUpstream } = await import("./mocks/node");
    const mocks = startMockUpstream(env);
    app.use(mocks.router);
    stopMocks = mocks.stop;
    buildVersionFor = mocks.buildVersionFor;
    logger.info(mocks.describe());
  }

  let viteDevServer: ViteDevServer | undefined;
  let stopContentWatch = () => {};
  if (isDev) {
    // Development only: production serves the content scripts/build.mjs compiled.
    const { compileAndWatchContent } = await import("./server/content-dev");
    stopContentWatch = await compileAndWatchContent(env.contentBuildDir);
    const vite = await import("vite");
    viteDevServer = await vite.createServer({
      server: { middlewareMode: true },
    });
    app.use(viteDevServer.middlewares);
  } else {
    // Hashed file names never change: cache them for a year. Each is sent as the build
    // compressed it (Brotli, else gzip: scripts/precompress.mjs), not compressed per response.
    app.use(
      "/assets",
      expressStaticGzip(path.join(BUILD_DIR, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    // Open Graph cards: each page names its card with a `v` that changes with what the card
    // shows (~/lib/og-card), so a year is safe here too.
    app.use(
      `/${OG_CARD_DIR}`,
      express.static(path.join(BUILD_DIR, "client", OG_CARD_DIR), {
        immutable: true,
        maxAge: "1y",
      }),
    );
    app.use(publicFiles(path.join(BUILD_DIR, "client")));
  }

  const loadBuild = async (): Promise<ServerBuild> =>
    viteDevServer
      ? ((await viteDevServer.ssrLoadModule(
          "virtual:remix/server-build",
        )) as ServerBuild)
      : ((await import(
          pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href
        )) as ServerBuild);

  await prepareRateLimits();
  app.use(limitRequestRate(env));
  app.use(limitFormBodies);

  const initialBuild = await loadBuild();
  buildVersion = initialBuild.assets.version;

  // The probes on a port and a thread of their own, when HEALTH_PORT is set (decision 065): they
  // answer however busy the pages' event loop is.
  let healthPort: Awaited<ReturnType<typeof startHealthPort>> | undefined;
  if (env.healthPort !== undefined && isDev) {
    logger.warn("HEALTH_PORT is served by the built server only (npm start).");
  } else if (env.healthPort !== undefined) {
    healthPort = await startHealthPort({
      port: env.healthPort,
      version: buildVersion,
      workerFile: new URL("./health-worker.js", import.meta.url),
      log: (message) => logger.error(message),
    });
    logger.info(
      { healthPort: healthPort.port },
      `Probes also on port ${healthPort.port} (/healthz, /readyz), on a thread of their own`,
    );
  }

  // behaviour §4, §9: the browser compares this with the build it was loaded from.
  app.get(BUILD_VERSION_PATH, (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json({ version: buildVersionFor(req) ?? buildVersion });
  });

  if (env.pageCache && !viteDevServer) {
    app.use(createPageCache({ buildVersion }).servePage);
  }
  // Past saturation, 503 and Retry-After rather than an unbounded wait. Only what would be
  // rendered is refused: the probes, the build's files and the page cache's answers cost
  // little, and refusing them would relieve nothing.
  const loadShedding = shedLoadWhenBusy({ enabled: env.loadShedding });
  app.use(loadShedding.middleware);
  // What the page cache could not answer is rendered a few at a time (decision 056).
  app.use(renderGate().middleware);

  app.all(
    "*",
    createRequestHandler({
      build: viteDevServer ? loadBuild : initialBuild,
      mode: isDev ? "development" : "production",
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        clientAddress: clientAddressOf(req, env),
        deliberateFailure: res.locals.deliberateFailure,
        // Vite serves the stylesheet in development; the build's is inlined (decision 037).
        clientBuildDirectory: isDev
          ? undefined
          : path.join(BUILD_DIR, "client"),
        // Pages a shared cache may keep carry no nonce: their scripts are allowed by hash.
        allowScriptsByHash: isDev
          ? undefined
          : (hashSources: string[]) =>
              allowScriptsByHashInstead(res, hashSources),
      }),
    }),
  );

  // Issue 31: leads the upstream could not take wait here; the worker delivers them, starting
  // with what an earlier run left (decision 051). A broken outbox is logged, and the site still
  // serves: the forms then ask visitors to try again.
  try {
    const queue = await getOutbox();
    const waiting = (await queue.list()).length;
    logger.info(
      { store: queue.kind, waiting },
      `Outbox: ${queue.kind === "redis" ? "a Redis stream" : `a file queue in ${env.outbox.dataDir}`}, ${waiting} lead(s) waiting`,
    );
  } catch (error) {
    logger.error({ err: error }, "Outbox: the queue could not be opened");
  }
  const outboxWorker = startOutboxWorker();

  // Refused before Express when overloaded: what can only be rendered (load-shedding.ts).
  const refusedEarly = refuseEarlyWhenBusy(loadShedding.isOverloaded, (req) =>
    isCacheableRequest(req.method ?? "", req.url ?? "/", req.headers.cookie),
  );
  const server = createServer((req, res) => {
    if (!refusedEarly(req, res)) app(req, res);
  });
  server.listen(env.port, () => {
    const address = server.address();
    const port =
      typeof address === "object" && address ? address.port : env.port;
    logger.info(
      { port, build: buildVersion },
      `Aden site listening on http://localhost:${port} (build ${buildVersion})`,
    );
  });

  applyServerTimeouts(server);

  handleShutdownSignals(server, {
    log: (message) => logger.info(message),
    onDrain: () => {
      draining = true;
      if (healthPort) healthPort.health.draining = true;
    },
    onClose: async () => {
      loadShedding.stop();
      // Before the mocks stop: an attempt in flight is cut short, and its lead stays queued.
      await outboxWorker.stop();
      await closeOutbox();
      stopContentWatch();
      await stopMocks();
      await viteDevServer?.close();
      await healthPort?.stop();
    },
  });
}

main().catch((error: unknown) => {
  getLogger().fatal({ err: error }, "The server failed to start");
  process.exit(1);
});
