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
