/**
 * Runs `callback` once the browser is idle after the page has become interactive, so third
 * parties never compete with the first paint or hydration. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 4_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/** The CSP nonce of this page, for a script we add (the nonce attribute is hidden, the property is not). */
export function pageNonce(): string {
  return (
    document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? ""
  );
}
