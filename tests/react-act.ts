import { act, type ReactElement } from "react";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For component tests in happy-dom: tells React that `act()` drives its updates, and unmounts
 * the roots a test mounted, empties the page and clears its hydration mark (`markHydrated`)
 * after each test. Returns the function that registers a root.
 */
export function reactTestRoots(): (root: Root) => Root {
  const mounted = new Set<Root>();
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    // Unmounting a root twice is harmless, so a test may unmount its own.
    act(() => mounted.forEach((root) => root.unmount()));
    mounted.clear();
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
  });
  return (root) => {
    mounted.add(root);
    return root;
  };
}

/**
 * Runs `render` as the browser would, without `act()` (which flushes transitions too): for a
 * test of what is on the page before the browser paints.
 */
export function withoutActEnvironment(render: () => void) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    render();
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/**
 * The server's HTML for `element`. In a DOM test environment `useBrowserLayoutEffect` is the
 * layout effect (the server build gets `useEffect`, by `import.meta.env.SSR`), and React's
 * server renderer warns about it: that one warning is dropped, so a test can still require a
 * hydration without any console error.
 */
export function serverHtml(element: ReactElement): string {
  // Not a vi.spyOn: restoring a second spy on console.error would remove a test's own.
  const previous = console.error;
  console.error = (message?: unknown, ...rest: unknown[]) => {
    if (String(message).includes("useLayoutEffect does nothing on the server"))
      return;
    previous.call(console, message, ...rest);
  };
  try {
    return renderToString(element);
  } finally {
    console.error = previous;
  }
}
