import { vi } from "vitest";

/**
 * The page's idle moments, run by hand: stubs `requestIdleCallback` (happy-dom has none) so a
 * test says when the browser is idle. Undo with `vi.unstubAllGlobals()`.
 */
export function idleMoments() {
  const waiting = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => waiting.delete(id));
  return {
    /** Callbacks waiting for a moment. */
    get pending() {
      return waiting.size;
    },
    /** Runs the callback asked for first. */
    runNext() {
      const first = [...waiting][0];
      if (!first) throw new Error("nothing waits for an idle moment");
      waiting.delete(first[0]);
      first[1]();
    },
  };
}
