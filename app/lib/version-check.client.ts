import { BUILD_VERSION_PATH } from "./build-version";
import {
  VERSION_CHECK_FIRST_DELAY_MS,
  VERSION_CHECK_INTERVAL_MS,
} from "./constants";
import { parseReloadLog, recordReload, shouldReload } from "./reload-guard";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

const GUARD_STORAGE_KEY = "aden:reload-guard";

let newerBuild = false;

/** Whether the server runs a different build from the one this page was loaded with. */
export function hasNewerBuild(): boolean {
  return newerBuild;
}

/** Asks the server for its build version; a failed check is only logged (behaviour §8). */
export async function checkBuildVersion(): Promise<void> {
  const loaded = window.__remixManifest?.version;
  if (!loaded) return;
  try {
    const response = await fetch(BUILD_VERSION_PATH, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== "string" || !version) {
      throw new Error("the answer has no version");
    }
    newerBuild = version !== loaded;
    // Visible to CSS and tests: this page's next navigation will be a document load.
    if (newerBuild) document.documentElement.dataset.newerBuild = "true";
    else delete document.documentElement.dataset.newerBuild;
  } catch (error) {
    console.warn(
      `Build version check failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** First check 1 s after load, then every hour (behaviour §9). Returns a stop function. */
export function startBuildVersionChecks(): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void checkBuildVersion();
    interval = setInterval(
      () => void checkBuildVersion(),
      VERSION_CHECK_INTERVAL_MS,
    );
  }, VERSION_CHECK_FIRST_DELAY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * Takes the one reload `path` may have in the guard window (sessionStorage, so it survives the
 * reload). Without storage there is no guard, so no reload either.
 */
export function claimReload(path: string): boolean {
  try {
    const now = Date.now();
    const log = parseReloadLog(sessionStorage.getItem(GUARD_STORAGE_KEY));
    if (!shouldReload(log, path, now)) return false;
    sessionStorage.setItem(
      GUARD_STORAGE_KEY,
      JSON.stringify(recordReload(log, path, now)),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * With a newer build found, a click on a link to another page of the site is left to the
 * browser: a capture listener on `window` runs before React's (on the document), so the router
 * never starts its own navigation and the old page's code never renders the new page for the
 * moment before the document arrives. Modified clicks, other tabs and downloads are the browser's
 * anyway; navigations started by code still go through `useVersionSkew`. Returns a stop function.
 */
export function startLinkDocumentLoads(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!newerBuild || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>("a[href]")
        : null;
    if (!link || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname) return;
    if (claimReload(url.pathname)) event.stopPropagation();
  };
  window.addEventListener("click", onClick, { capture: true });
  return () => window.removeEventListener("click", onClick, { capture: true });
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A failed `import()` of one of our chunks, as the browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Reloads the page once the server has answered a request for its build version: any HTTP answer
 * will do. A failed chunk also comes from a server that is gone, or from a page being left (a
 * browser may cancel the old page's requests as the next navigation starts). In both the check
 * fails too, and the page stays: a reload would trade it for the browser's error page, or cut
 * short the navigation the visitor started (decision 073).
 */
async function reloadOnceServerAnswers(): Promise<void> {
  try {
    await fetch(BUILD_VERSION_PATH, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    console.warn(
      `Not reloading: the server did not answer (${error instanceof Error ? error.message : String(error)}).`,
    );
    return;
  }
  window.location.reload();
}

/**
 * behaviour §4: a chunk that fails to load reloads the page, at most once per path in 10 s, and
 * only once the server has answered. Says whether this failure claimed that reload.
 */
export function reloadForChunkError(error: unknown): boolean {
  if (!claimReload(window.location.pathname)) {
    console.error(
      "A script chunk failed to load; not reloading (the page was reloaded moments ago, or the browser keeps no session storage).",
      error,
    );
    return false;
  }
  console.error("A script chunk failed to load; reloading the page.", error);
  void reloadOnceServerAnswers();
  return true;
}

/**
 * Vite reports failed dynamic imports as `vite:preloadError`. The event is not prevented: the
 * import still fails with its own error, so what asked for it fails as it would without us (a
 * prevented event would resolve the import to `undefined`, and the page would fail later with a
 * stranger error, reported as a bug, while the reload waits for the server's answer).
 */
export function startChunkErrorRecovery(): () => void {
  const onPreloadError = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    reloadForChunkError(payload);
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
