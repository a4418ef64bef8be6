import { matchRoutes } from "@remix-run/react";

type Routes = Parameters<typeof matchRoutes>[0];

/** What this needs of Remix's router: its routes, and word when they change. */
export type RouteSource = {
  readonly routes: Routes;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Whether the router knows the route of `page`. With lazy route discovery (decision 027) the
 * browser starts with the routes of the page it loaded; the others arrive from `/__manifest`
 * shortly after links to them render. Until then a path matches nothing, or only the catch-all
 * 404 route when the page loaded is a 404.
 */
export function isRouteKnown(routes: Routes, page: string): boolean {
  const matches = matchRoutes(routes, page);
  const leaf = matches?.[matches.length - 1];
  return leaf !== undefined && leaf.route.path !== "*";
}

/**
 * Calls `onKnown` once the router knows the route of `page`: at once if it does, else when
 * discovery patches it in (the router tells its subscribers). Gives up silently after
 * `timeoutMs` (a link to a page that does not exist is never discovered). Returns a function that
 * cancels the wait.
 */
export function whenRouteKnown(
  router: RouteSource | undefined,
  page: string,
  onKnown: () => void,
  timeoutMs: number,
): () => void {
  if (!router || isRouteKnown(router.routes, page)) {
    onKnown();
    return () => undefined;
  }
  let unsubscribe = () => {};
  const stop = () => {
    unsubscribe();
    clearTimeout(timeout);
  };
  const timeout = setTimeout(stop, timeoutMs);
  unsubscribe = router.subscribe(() => {
    if (!isRouteKnown(router.routes, page)) return;
    stop();
    onKnown();
  });
  return stop;
}

/**
 * Remix's router in the browser. Remix offers no hook that says a path has been discovered; its
 * browser entry keeps the router on `window.__remixRouter`, which is what this reads (record 045).
 */
export function remixRouter(): RouteSource | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as { __remixRouter?: RouteSource }).__remixRouter;
}
