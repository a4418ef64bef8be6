import { startTransition, useEffect, useState } from "react";
import { hasHydrated } from "./hydration";
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
   * asked for at the first idle moment unless `whenIdleToo` is (or returns, asked in the browser)
   * false.
   */
  function useModule(
    whenIdleToo: boolean | (() => boolean) = true,
  ): [Module | undefined, () => void] {
    // Mounted after the page hydrated (a page reached in the browser), it starts with the module
    // if it has arrived; while hydrating it never does, like the server.
    const [module, setModule] = useState<Module | undefined>(() =>
      hasHydrated() ? loaded : undefined,
    );
    useEffect(() => {
      // The swap is a transition, which React renders in slices between the browser's other
      // work; a store subscription's render (useSyncExternalStore) is always one long task.
      const show = () => startTransition(() => setModule(() => loaded));
      if (loaded) show();
      return subscribe(show);
    }, []);
    useEffect(() => {
      const wanted =
        typeof whenIdleToo === "function" ? whenIdleToo() : whenIdleToo;
      if (wanted) return whenIdle(requestQuietly);
    }, [whenIdleToo]);
    return [module, requestQuietly];
  }

  return { request, current: () => loaded, useModule };
}
