// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The version check's link rule (behaviour §4): with a newer build found, a plain click on a link
 * to another page of the site never reaches the app's router (React listens on the document), so
 * the browser loads the document itself; once per path in 10 s.
 */

let stop: () => void = () => {};
let routerSaw: string[] = [];
const routerListener = (event: Event) => {
  routerSaw.push(
    (event.target as Element).closest("a")?.getAttribute("href") ?? "",
  );
  // The browser's own navigation is not what this test is about.
  event.preventDefault();
};

async function startWith(serverVersion: string) {
  vi.resetModules();
  vi.stubGlobal("__remixManifest", { version: "build-1" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ version: serverVersion })),
  );
  const check = await import("./version-check.client");
  await check.checkBuildVersion();
  stop = check.startLinkDocumentLoads();
}

/** Clicks the text inside a link to `href`, as a person would; says whether the router saw it. */
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
  routerSaw = [];
  label.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, ...init }),
  );
  link.remove();
  return routerSaw.length > 0;
}

beforeEach(() => {
  sessionStorage.clear();
  document.addEventListener("click", routerListener);
});

afterEach(() => {
  stop();
  document.removeEventListener("click", routerListener);
  vi.unstubAllGlobals();
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
    expect(click("/contact")).toBe(false);
  });

  it("leaves modified clicks, other sites, other tabs, downloads and the same page alone", async () => {
    await startWith("build-2");
    expect(click("/pricing", { ctrlKey: true })).toBe(true);
    expect(click("/pricing", { metaKey: true })).toBe(true);
    expect(click("/pricing", { shiftKey: true })).toBe(true);
    expect(click("/pricing", { button: 1 })).toBe(true);
    expect(click("/pricing", {}, { target: "_blank" })).toBe(true);
    expect(click("/pricing", {}, { download: "" })).toBe(true);
    expect(click("https://elsewhere.example/pricing")).toBe(true);
    expect(click(window.location.pathname)).toBe(true);
    expect(sessionStorage.getItem("aden:reload-guard")).toBeNull();
  });
});

describe("with the same build on the server", () => {
  it("lets every click through to the router", async () => {
    await startWith("build-1");
    expect(click("/pricing")).toBe(true);
    expect(sessionStorage.getItem("aden:reload-guard")).toBeNull();
  });
});
