import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isRouteKnown,
  remixRouter,
  whenRouteKnown,
  type RouteSource,
} from "./route-discovery";

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };

/** A router that starts with the routes of the page loaded and learns more later. */
function fakeRouter(children: Route[]) {
  const listeners = new Set<() => void>();
  const root: Route = { id: "root", path: "", children };
  const router: RouteSource & { discover: (route: Route) => void } = {
    get routes() {
      return [root] as RouteSource["routes"];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    discover(route) {
      root.children = [...(root.children ?? []), route];
      for (const listener of listeners) listener();
    },
  };
  return { router, listeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("isRouteKnown", () => {
  it("is false until a route other than the 404 catch-all matches", () => {
    const index = { id: "routes/_index", index: true };
    const notFound = { id: "routes/$", path: "*" };
    const pricing = { id: "routes/pricing", path: "pricing" };
    const routes = (children: Route[]) =>
      [{ id: "root", path: "", children }] as RouteSource["routes"];
    expect(isRouteKnown(routes([index]), "/pricing")).toBe(false);
    expect(isRouteKnown(routes([index, notFound]), "/pricing")).toBe(false);
    expect(isRouteKnown(routes([index, notFound, pricing]), "/pricing")).toBe(
      true,
    );
    expect(isRouteKnown(routes([index]), "/?contact=1")).toBe(true);
  });
});

describe("whenRouteKnown", () => {
  it("goes ahead at once for a route the router knows", () => {
    const { router } = fakeRouter([{ id: "routes/pricing", path: "pricing" }]);
    const onKnown = vi.fn();
    whenRouteKnown(router, "/pricing", onKnown, 10_000);
    expect(onKnown).toHaveBeenCalledTimes(1);
  });

  it("waits for discovery to bring the route, then goes ahead once", () => {
    const { router, listeners } = fakeRouter([]);
    const onKnown = vi.fn();
    whenRouteKnown(router, "/pricing", onKnown, 10_000);
    router.discover({ id: "routes/blog", path: "blog" });
    expect(onKnown).not.toHaveBeenCalled();
    router.discover({ id: "routes/pricing", path: "pricing" });
    expect(onKnown).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("gives up after the timeout, and when cancelled", () => {
    vi.useFakeTimers();
    const { router, listeners } = fakeRouter([]);
    const onKnown = vi.fn();
    whenRouteKnown(router, "/no-such-page", onKnown, 10_000);
    vi.advanceTimersByTime(10_000);
    expect(listeners.size).toBe(0);
    const cancel = whenRouteKnown(router, "/pricing", onKnown, 10_000);
    cancel();
    router.discover({ id: "routes/pricing", path: "pricing" });
    expect(onKnown).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe("remixRouter", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the router Remix's browser entry keeps on window, and none on the server", () => {
    expect(remixRouter()).toBeUndefined();
    const { router } = fakeRouter([]);
    vi.stubGlobal("window", { __remixRouter: router });
    expect(remixRouter()).toBe(router);
  });
});
