// Imported only through error-capture.client.ts's dynamic import: its own chunk, and named
// imports so the bundler keeps just what is used (no Replay, no tracing; docs/stack-notes.md trap 8).
import { isRouteErrorResponse } from "@remix-run/react";
import { captureRemixErrorBoundaryError, init } from "@sentry/remix";
import { scrubEvent } from "./scrub";

/** Remix's stand-in for a server error in production: the server has reported the real one. */
const SERVER_ERROR_STAND_IN = "Unexpected Server Error";

export function initSentry(dsn: string) {
  init({
    dsn,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
  });
}

/** An error the root ErrorBoundary shows: not 404s (responses), nor errors the server captured. */
export function captureBoundaryError(error: unknown) {
  if (isRouteErrorResponse(error)) return;
  if (error instanceof Error && error.message === SERVER_ERROR_STAND_IN) return;
  captureRemixErrorBoundaryError(error);
}
