import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { hasHydrated } from "./hydration";
import { whenIdle } from "./idle.client";

/**
 * For a part of a page with nothing to click (a product picture, an icon): the server renders
 * `serverComponent`, and the browser loads the same component only when it is idle, keeping the
 * server's HTML as it is until then (React leaves a suspended boundary's HTML in place while it
 * hydrates the rest). Render the result inside `<Suspense>`; on a page reached in the browser its
 * fallback shows until the chunk arrives, which is then asked for at once.
 *
 * Pass `import.meta.env.SSR ? eager.Component : null` as `serverComponent`, so the bundler
 * drops the eager import from the browser's bundle.
 */
export function hydrateWhenIdle<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | LazyExoticComponent<ComponentType<Props>> {
  if (serverComponent) return serverComponent;
  return lazy(async () => {
    // Once the page has hydrated, later renders are navigations: no reason to wait.
    if (!hasHydrated()) {
      await new Promise<void>((resolve) => whenIdle(resolve));
    }
    return { default: await load() };
  });
}
