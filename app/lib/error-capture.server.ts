import type * as SentryRemix from "@sentry/remix";
import { isRouteErrorResponse } from "@remix-run/react";
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { scrubEvent } from "./scrub";

type SentryServer = typeof SentryRemix;

// server.ts and the Remix server build each bundle this module; Sentry itself is one instance
// (an external package), and its init is a no-op the second time.
let starting: Promise<SentryServer | null> | null = null;

/**
 * Starts Sentry on the server when SENTRY_DSN is set (behaviour §1). Loaded on demand, so a site
 * without a DSN never loads the SDK. No tracing: errors only, scrubbed of secrets.
 */
export function startServerErrorCapture(
  dsn: string | null = getEnv().sentryDsn,
): Promise<SentryServer | null> {
  if (!dsn) return Promise.resolve(null);
  starting ??= import("@sentry/remix")
    .then((sentry) => {
      sentry.init({
        dsn,
        sendDefaultPii: false,
        environment: getEnv().nodeEnv,
        beforeSend: (event) => scrubEvent(event),
      });
      return sentry;
    })
    .catch((error: unknown) => {
      getLogger().error({ err: error }, "Error capture could not be started");
      return null;
    });
  return starting;
}

/** The status of a thrown answer: a Response, an error response, or `data(…, { status })`. */
function thrownStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error) || error instanceof Response) {
    return error.status;
  }
  if (error && typeof error === "object" && "init" in error) {
    return (error as { init?: { status?: number } | null }).init?.status;
  }
  return undefined;
}

/** Not 4xx answers (404s above all) and not requests the visitor abandoned. */
export function shouldCaptureServerError(
  error: unknown,
  request: Request,
): boolean {
  if (request.signal.aborted) return false;
  const status = thrownStatus(error);
  return status === undefined || status >= 500;
}

/** Remix's handleError hook: loaders, actions and rendering. */
export function captureServerError(error: unknown, request: Request) {
  if (!getEnv().sentryDsn || !shouldCaptureServerError(error, request)) return;
  void startServerErrorCapture().then((sentry) =>
    sentry?.sentryHandleError(error, {
      request,
      params: {},
      context: { cspNonce: "" },
    }),
  );
}
