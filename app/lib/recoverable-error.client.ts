/**
 * React's error 421, in the words of its production build and of its development build: a
 * Suspense boundary still showing the server's HTML got an update (a navigation changed a context
 * it reads) before its code had arrived, so React renders it afresh once the code is there.
 */
const UPDATED_BEFORE_HYDRATION =
  /Minified React error #421\b|This Suspense boundary received an update before it finished hydrating/;

/** Whether `error` is React's error 421 (see above). */
export function isUpdateBeforeHydration(error: unknown): boolean {
  return error instanceof Error && UPDATED_BEFORE_HYDRATION.test(error.message);
}

/**
 * `hydrateRoot`'s `onRecoverableError`. React's default reports every recoverable error as an
 * uncaught one (`reportError`), which error capture then sends. Error 421 is how the parts that
 * hydrate when idle (`hydrateWhenIdle`) behave by design when the visitor navigates before
 * their chunks arrive (eight reports at once from the footer alone), so it is dropped (decision 076). Every
 * other recoverable error, a hydration mismatch among them, is still reported as React would.
 */
export function reportRecoverableError(error: unknown): void {
  if (isUpdateBeforeHydration(error)) return;
  if (typeof globalThis.reportError === "function") {
    globalThis.reportError(error);
  } else {
    console.error(error);
  }
}
