import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { hasHydrated } from "./hydration";
import { whenIdle } from "./idle.client";

/**
 * For a part of a page with nothing to click (a product picture, an icon, a long section of text
 * and links): the server renders `serverComponent`, and the browser loads the same component only
 * when it is idle, keeping the server's HTML as it is until then (React leaves a suspended
 * boundary's HTML in place while it hydrates the rest). Render the result inside `<Suspense>`, or
 * inside an `<IdleBoundary>` when it is part of a route's page.
 *
 * In practice React reaches a suspended boundary only in a later pass, once the page's own
 * hydration has committed and marked the document, so the chunk is asked for then, without the
 * idle wait; a navigation before it has arrived drops the part's server HTML (React error 421:
 * docs/performance.md, "When those parts really hydrate").
 *
 * On a page reached by a navigation in the browser, the route's module is evaluated as the
 * navigation starts, so the chunk is asked for then, beside the page's data; once it has arrived
 * the component renders at once. Until then, inside an `<IdleBoundary>` the navigation waits for
 * it; inside a `<Suspense>` its fallback shows.
 *
 * Pass `import.meta.env.SSR ? eager.Component : null` as `serverComponent`, so the bundler
 * drops the eager import from the browser's bundle.
 *
 * Marked free of side effects for the bundler: a module whose top level defines such a part is
 * then itself free of them, so the server-only `import * as eager…` of it is dropped from the
 * browser's graph and its `import()` makes a chunk of its own. Without the mark the module stayed
 * in its importer's chunk (the home page's capabilities, 1.3 KiB of its first load). Dropping an
 * unused definition only skips asking for a chunk nothing renders.
 */
/* @__NO_SIDE_EFFECTS__ */
export function hydrateWhenIdle<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  if (serverComponent) return serverComponent;
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchChunk = () =>
    (loading ??= load().then((component) => (loaded = component)));

  // A lazy component takes the props of what it loads; its type adds React's ref attributes,
  // which TypeScript can't match against an open `Props`.
  const Deferred = lazy(async () => {
    if (!hasHydrated()) {
      await new Promise<void>((resolve) => whenIdle(resolve));
    }
    return { default: await fetchChunk() };
  }) as unknown as ComponentType<Props>;
  // Once a component of this kind has been deferred it stays deferred: swapping a mounted
  // instance to the loaded component would be another element type, and React would render its
  // DOM afresh.
  function IdleHydrated(props: Props) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Deferred {...props} />;
  }
  // Defined after the page hydrated: a route's module loaded for a navigation.
  if (hasHydrated()) void fetchChunk();
  return IdleHydrated;
}

/**
 * The boundary of a part of a route's page made with `hydrateWhenIdle`. While the page hydrates
 * it is a `<Suspense>`, so React keeps the server's HTML until the part's chunk arrives. A part
 * mounted by a navigation in the browser gets none: the navigation is a React transition, which
 * keeps the previous page on screen until the chunk is there, so the new page appears whole, as
 * it does while Remix fetches the route's own module, rather than with an empty space that React
 * would keep for its reveal throttle. Only for what a navigation mounts: an update outside a
 * transition that suspends without a boundary is an error in React 18.
 */
export function IdleBoundary({ children }: { children: ReactNode }) {
  const [hydrating] = useState(() => !hasHydrated());
  return hydrating ? <Suspense fallback={null}>{children}</Suspense> : children;
}
