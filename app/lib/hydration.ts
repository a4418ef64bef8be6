import { startTransition, useState } from "react";
import { useBrowserLayoutEffect } from "./layout-effect";

/**
 * Whether React has hydrated this document: the root marks it once it has (`markHydrated`), so a
 * render after that is the browser's own (a page reached by a navigation, a menu mounted later)
 * and need not match the server's HTML. False on the server and while hydrating.
 */
export function hasHydrated(): boolean {
  return (
    typeof document !== "undefined" &&
    document.documentElement.dataset.hydrated === "true"
  );
}

/** Called by the root once hydrated; browser tests also wait for the mark. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}

/**
 * Sets state that the server's HTML does not show (so hydration never has it): once the page
 * has hydrated, before the browser paints (a component mounted later, or one in a part of the
 * page hydrated later, shows it from its first frame); while the page hydrates, as a
 * transition, which React renders in slices between the browser's other work. A store-based
 * value (`useSyncExternalStore`, remix-utils' `useHydrated`) re-renders synchronously instead:
 * on the contact page that swap (the native country select for the combobox) was part of one
 * long task. `hasHydrated` alone cannot tell: a part hydrated after the page must start as the
 * server rendered it too.
 */
export function afterHydration(update: () => void) {
  if (hasHydrated()) update();
  else startTransition(update);
}

/** False on the server and while hydrating, then true (see `afterHydration`). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useBrowserLayoutEffect(() => {
    if (!hydrated) afterHydration(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
