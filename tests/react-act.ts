import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeAll } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For component tests in happy-dom: tells React that `act()` drives its updates, and unmounts
 * the roots a test mounted and empties the page after each test. Returns the function that
 * registers a root.
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
  });
  return (root) => {
    mounted.add(root);
    return root;
  };
}
