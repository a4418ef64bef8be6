// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as VersionCheck from "./version-check.client";

/**
 * The version check (behaviour §4, §9) and its link rule: with a newer build found, a plain click
 * on a link to another page of the site never reaches the app's router (React listens on the
 * document), so the browser loads the document itself; once per path in 10 s.
 */

let stop: () => void = () => {};
let routerSaw: string[] = [];
const routerListener = (event: Event) => {
  routerSaw.push(
    (event.target as Element).closest("a")?.getAttribute("href") ?? "",
  );
};
// The browser's own navigation is not what these tests are about, and happy-dom's would move
// the page (a later click on the same path would then be a click on the current page). Added
// after the rule's listener on the same target, it runs even when the rule stops the event.
const noBrowserNavigation = (event: Event) => event.preventDefault();

/** A fresh module (its newer-build flag starts unset) on a page loaded with build-1. */
async function freshCheck(): Promise<typeof VersionCheck> {
  vi.resetModules();
  vi.stubGlobal("__remixManifest", { version: "build-1" });
  return import("./version-check.client");
}

function serverAnswers(...responses: Array<Response | Error>) {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function startWith(serverVersion: string) {
  const check = await freshCheck();
  serverAnswers(Response.json({ version: serverVersion }));
  await check.checkBuildVersion();
  stop = check.startLinkDocumentLoads();
  window.addEventListener("click", noBrowserNavigation, { capture: true });
  return check;
}

/** Clicks `target`, as a person would; says whether the router saw it. */
function clickOn(target: Element, init: MouseEventInit = {}) {
  routerSaw = [];
  target.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, ...init }),
  );
  return routerSaw.length > 0;
}

/** Clicks the text inside a link to `href`; says whether the router saw it. */
function click(
  href: string,
  init: MouseEventInit = {},
  attributes: Record<string, string> = {},
) {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) {
    link.setAttribute(name, value);
  }
  const label = document.createElement("span");
  label.textContent = "Go";
  link.append(label);
  document.body.append(link);
  const seen = clickOn(label, init);
  link.remove();
  return seen;
}

beforeEach(() => {
  sessionStorage.clear();
  document.addEventListener("click", routerListener);
});

afterEach(() => {
  stop();
  stop = () => {};
  window.removeEventListener("click", noBrowserNavigation, { capture: true });
  document.removeEventListener("click", routerListener);
  document.body.innerHTML = "";
  delete document.documentElement.dataset.newerBuild;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("checkBuildVersion", () => {
  it("asks the server for its version, uncached, and marks the page when it runs a newer build", async () => {
    const { checkBuildVersion, hasNewerBuild } = await freshCheck();
    expect(hasNewerBuild()).toBe(false);
    const fetch = serverAnswers(
      Response.json({ version: "build-2" }),
      Response.json({ version: "build-1" }),
    );

    await checkBuildVersion();
    expect(fetch).toHaveBeenCalledWith("/__version", {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    expect(hasNewerBuild()).toBe(true);
    expect(document.documentElement.getAttribute("data-newer-build")).toBe(
      "true",
    );

    // A rollback to the page's own build: its navigations stay in the app.
    await checkBuildVersion();
    expect(hasNewerBuild()).toBe(false);
    expect(document.documentElement.hasAttribute("data-newer-build")).toBe(
      false,
    );
  });

  it("only logs a failed check, and keeps what the last good one found", async () => {
    const { checkBuildVersion, hasNewerBuild } = await freshCheck();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    serverAnswers(
      Response.json({ version: "build-2" }),
      new Response("busy", { status: 503 }),
      Response.json({}),
      Response.json({ version: "" }),
      Response.json({ version: 2 }),
      new TypeError("Failed to fetch"),
    );
    await checkBuildVersion();
    for (let failed = 0; failed < 5; failed += 1) await checkBuildVersion();

    expect(warn.mock.calls).toEqual([
      ["Build version check failed: HTTP 503"],
      ["Build version check failed: the answer has no version"],
      ["Build version check failed: the answer has no version"],
      ["Build version check failed: the answer has no version"],
      ["Build version check failed: Failed to fetch"],
    ]);
    expect(hasNewerBuild()).toBe(true);
  });

  it("does not ask on a page without the build manifest", async () => {
    const { checkBuildVersion } = await freshCheck();
    vi.stubGlobal("__remixManifest", undefined);
    const fetch = serverAnswers(Response.json({ version: "build-2" }));
    await expect(checkBuildVersion()).resolves.toBeUndefined();
    vi.stubGlobal("__remixManifest", {});
    await checkBuildVersion();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("startBuildVersionChecks", () => {
  it("checks 1 s after load, then every hour, until stopped", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const { startBuildVersionChecks } = await freshCheck();
    const fetch = serverAnswers(
      ...Array.from({ length: 3 }, () => Response.json({ version: "build-1" })),
    );
    const stopChecks = startBuildVersionChecks();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    stopChecks();
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never checks when stopped before the first check", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const { startBuildVersionChecks } = await freshCheck();
    const fetch = serverAnswers();
    startBuildVersionChecks()();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("with a newer build on the server", () => {
  it("keeps a link's click from the router, once per path in 10 s", async () => {
    await startWith("build-2");
    expect(click("/pricing")).toBe(false);
    expect(
      Object.keys(JSON.parse(sessionStorage.getItem("aden:reload-guard")!)),
    ).toEqual(["/pricing"]);
    // The same path again within the guard's 10 s: the app navigates, no reload loop.
    expect(click("/pricing")).toBe(true);
    expect(click("/contact", {}, { target: "_self" })).toBe(false);
  });

  it("leaves modified clicks, other sites, other tabs, downloads and the same page alone", async () => {
    await startWith("build-2");
    expect(click("/pricing", { ctrlKey: true })).toBe(true);
    expect(click("/pricing", { metaKey: true })).toBe(true);
    expect(click("/pricing", { shiftKey: true })).toBe(true);
    expect(click("/pricing", { altKey: true })).toBe(true);
    expect(click("/pricing", { button: 1 })).toBe(true);
    expect(click("/pricing", {}, { target: "_blank" })).toBe(true);
    expect(click("/pricing", {}, { download: "" })).toBe(true);
    expect(click("https://elsewhere.example/pricing")).toBe(true);
    expect(click(window.location.pathname)).toBe(true);
    expect(sessionStorage.getItem("aden:reload-guard")).toBeNull();
  });

  it("leaves a click another handler took, or one outside any link, alone", async () => {
    const check = await freshCheck();
    serverAnswers(Response.json({ version: "build-2" }));
    await check.checkBuildVersion();
    // A listener that came first (another script's) has already handled this click.
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener("click", handled, { capture: true });
    stop = check.startLinkDocumentLoads();
    expect(click("/pricing")).toBe(true);
    window.removeEventListener("click", handled, { capture: true });

    window.addEventListener("click", noBrowserNavigation, { capture: true });
    const text = document.body.appendChild(document.createElement("p"));
    expect(clickOn(text)).toBe(true);
    expect(sessionStorage.getItem("aden:reload-guard")).toBeNull();
  });

  it("lets every click through once stopped", async () => {
    // Browsers remove a listener only when the capture flag matches the one it was added with.
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    await startWith("build-2");
    stop();
    expect(removed.mock.calls).toEqual(added.mock.calls.slice(0, 1));
    expect(click("/pricing")).toBe(true);
  });
});

describe("with the same build on the server", () => {
  it("lets every click through to the router", async () => {
    await startWith("build-1");
    expect(click("/pricing")).toBe(true);
    expect(sessionStorage.getItem("aden:reload-guard")).toBeNull();
  });
});

describe("chunk load errors (behaviour §4)", () => {
  it("recognises a failed import() as each browser words it", async () => {
    const { isChunkLoadError } = await freshCheck();
    const messages = [
      "Failed to fetch dynamically imported module: https://aden.example/assets/pricing-abc.js",
      "error loading dynamically imported module: https://aden.example/assets/pricing-abc.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/pricing-abc.css",
    ];
    expect(
      messages.map((message) => isChunkLoadError(new TypeError(message))),
    ).toEqual([true, true, true, true]);
    expect(
      isChunkLoadError(new Error("Cannot read properties of undefined")),
    ).toBe(false);
    expect(isChunkLoadError(messages[0])).toBe(false);
  });

  /** Fires Vite's event for a failed import; says whether it was prevented. */
  function preloadError(payload: unknown) {
    const event = Object.assign(
      new Event("vite:preloadError", { cancelable: true }),
      { payload },
    );
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  function spyOnReload() {
    return vi
      .spyOn(window.location, "reload")
      .mockImplementation(() => undefined);
  }

  it("reloads the page once the server answers, then no more within 10 s", async () => {
    const { startChunkErrorRecovery } = await freshCheck();
    const error = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const reload = spyOnReload();
    // Any answer shows the server is there, an error status included.
    const fetch = serverAnswers(new Response("", { status: 503 }));
    const stopRecovery = startChunkErrorRecovery();
    const failure = new TypeError(
      "Failed to fetch dynamically imported module",
    );

    // Not prevented: the import still fails with its own error.
    expect(preloadError(failure)).toBe(false);
    expect(error).toHaveBeenCalledWith(
      "A script chunk failed to load; reloading the page.",
      failure,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/__version", {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    // The reload waits for the answer.
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    preloadError(failure);
    expect(error).toHaveBeenLastCalledWith(
      "A script chunk failed to load; not reloading (the page was reloaded moments ago, or the browser keeps no session storage).",
      failure,
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    stopRecovery();
    sessionStorage.clear();
    preloadError(failure);
    expect(error).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the page when the server does not answer (it is gone, or the page is being left)", async () => {
    const { reloadForChunkError } = await freshCheck();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const reload = spyOnReload();
    serverAnswers(new TypeError("Failed to fetch"));

    expect(
      reloadForChunkError(
        new TypeError("error loading dynamically imported module"),
      ),
    ).toBe(true);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "Not reloading: the server did not answer (Failed to fetch).",
      ),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when the browser refuses storage (no guard, so no reload)", async () => {
    const { claimReload, reloadForChunkError } = await freshCheck();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi
      .spyOn(window.location, "reload")
      .mockImplementation(() => undefined);
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException(
          "The quota has been exceeded.",
          "QuotaExceededError",
        );
      },
    });
    expect(
      reloadForChunkError(new TypeError("Importing a module script failed.")),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(claimReload("/pricing")).toBe(false);
  });
});
