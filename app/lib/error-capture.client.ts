import type * as SentryBrowserModule from "./sentry-browser.client";
/** Error capture in the browser (Sentry), loaded after idle and only with a DSN (behaviour §1). */
type SentryBrowser = typeof SentryBrowserModule;

let loading: Promise<SentryBrowser | null> | null = null;
const early: unknown[] = [];

export function loadErrorCapture(dsn: string) {
  loading ??= import("./sentry-browser.client")
    .then((sentry) => {
      sentry.initSentry(dsn);
      for (const error of early.splice(0)) sentry.captureBoundaryError(error);
      return sentry;
    })
    .catch((error: unknown) => {
      console.warn("Error capture could not be loaded.", error);
      return null;
    });
}

/** An error shown by the root ErrorBoundary; one shown before Sentry has loaded waits for it. */
export function reportBoundaryError(error: unknown) {
  if (loading)
    void loading.then((sentry) => sentry?.captureBoundaryError(error));
  else if (early.length < 10) early.push(error);
}
