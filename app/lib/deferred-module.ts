import { startTransition, useEffect, useState } from "react";
import { afterHydration } from "./hydration";
import { useBrowserLayoutEffect } from "./layout-effect";
import { whenIdle } from "./idle.client";

/**
 * A module the page works without at first and loads once the browser is idle after hydration,
 * or at once when the visitor reaches for it. The server and the hydrating browser never have
 * it, so both render the same script-free markup; a component swaps to the loaded one after.
 * Loaded once; a failed load is tried again at the next request. `current()` is the module once
 * loaded, for code outside React.
 */
export function deferredModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();

  function request(): Promise<Module> {
    loading ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        // A later reach may succeed (a flaky network); until then the plain markup stays.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const requestQuietly = () => {
    request().catch(() => undefined);
  };

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /**
   * The module once loaded (never while hydrating), and a function that asks for it now. It is
   * asked for at the first idle moment unless `whenIdleToo` is (or returns, asked in the browser
   * when the component mounts and again at that moment) false.
   */
  function useModule(
    whenIdleToo: boolean | (() => boolean) = true,
  ): [Module | undefined, () => void] {
    const [module, setModule] = useState<Module | undefined>(undefined);
    useBrowserLayoutEffect(() => {
      const show = () => setModule(() => loaded);
      // Mounted when the module was already here: at once, or in slices while hydrating.
      if (loaded) afterHydration(show);
      // Arriving later, the swap is a transition too: a store subscription's render
      // (useSyncExternalStore) was one long task (the burger sheet's: 10–16 ms here).
      return subscribe(() => startTransition(show));
    }, []);
    useEffect(() => {
      const wanted = () =>
        typeof whenIdleToo === "function" ? whenIdleToo() : whenIdleToo;
      if (!wanted()) return;
      // Asked again when the moment comes: on a busy page it can come after a resize has hidden
      // what wanted the module (the burger at desktop width), and the module then waits for a reach.
      return whenIdle(() => {
        if (wanted()) requestQuietly();
      });
    }, [whenIdleToo]);
    return [module, requestQuietly];
  }

  return { request, current: () => loaded, useModule };
}
