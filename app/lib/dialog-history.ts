import { useLocation, useNavigate, useNavigationType } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { closeDialogHref, opensDialog } from "./dialog-url";

/**
 * Closing a dialog (record 045). A dialog the visitor opened in place (a link or button on the
 * page pushed its URL) closes by going back, so the next Back leaves the page instead of
 * stepping onto a copy of it. A dialog reached any other way (a deep link, a reload, another
 * site, a link from another page) has no entry of this page behind it: it closes by replacing its
 * entry with the page.
 *
 * Only this document's pushes count: the router numbers history entries (`history.state.idx`),
 * and this map, which lives as long as the document, remembers which of them hold a dialog over
 * the page just before them. A reload or a visit from another site starts with it empty.
 */
const openedInPlace = new Map<number, string>();
/** Where the app was before the current location (path and query), or null before any navigation. */
let previousHref: string | null = null;

function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("idx" in state)) {
    return null;
  }
  return typeof state.idx === "number" ? state.idx : null;
}

/**
 * Watches the app's navigations and notes each dialog opened over the page it was opened on.
 * Mounted once, by the root.
 */
export function useDialogHistory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const href = `${location.pathname}${location.search}`;
    const before = previousHref;
    previousHref = href;
    if (before === null || navigationType !== "PUSH") return;
    const index = historyIndex();
    if (index === null) return;
    // A push drops every entry after the one it leaves, even a push of the same address.
    for (const known of openedInPlace.keys()) {
      if (known >= index) openedInPlace.delete(known);
    }
    if (
      opensDialog(location.search) &&
      !opensDialog(new URL(before, "http://site.invalid").search) &&
      closeDialogHref(location) === before
    ) {
      openedInPlace.set(index, before);
    }
  }, [location, navigationType]);
}

/**
 * Closes the dialog in the URL: back to the page it was opened over, or the page itself. The
 * function stays the same across renders (it reads the address when called), so a dialog
 * memoized on it is not rendered again.
 */
export function useCloseDialog() {
  const navigate = useNavigate();
  return useCallback(() => {
    const closeHref = closeDialogHref(window.location);
    const index = historyIndex();
    if (index !== null && openedInPlace.get(index) === closeHref) {
      navigate(-1);
      return;
    }
    navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [navigate]);
}
