import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { opensDialog } from "./dialog-url";

/** Marks an element that takes focus after a navigation: app.css draws no outline on it. */
export const NAVIGATION_FOCUS_ATTRIBUTE = "data-navigation-focus";

type Place = { pathname: string; hash: string };

/** The location the app showed last, across remounts of the root (an error page is one). */
let shown: Place | null = null;

/**
 * Where keyboard focus goes after a navigation in the app, as it would after a page load for a
 * screen-reader user: the new page's main heading, or the element a `#fragment` names. Not on the
 * document's first load, not when only the query changes (a dialog, a filter, the billing
 * switch), and not when the new page opens with a dialog, which takes focus itself. Scrolling is
 * ScrollRestoration's (it also scrolls to a fragment's target): focus never scrolls.
 */
export function useFocusOnNavigation() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const before = shown;
    shown = { pathname, hash };
    // The document's first load; the same location again (a remount of the root) ends below.
    if (before === null) return;
    const samePage = before.pathname === pathname;
    if (samePage && (hash === "" || hash === before.hash)) return;
    if (!samePage && opensDialog(search)) return;
    focusNavigationTarget(hash);
  }, [pathname, search, hash]);
}

/**
 * Focuses where a navigation leads (the element `hash` names, or the page's main heading). Also
 * for a dialog that a link inside it closed (the burger sheet): the dialog held focus while the
 * page changed, and hands it on here instead of back to the button that opened it.
 */
export function focusNavigationTarget(hash: string) {
  const target = hash ? fragmentTarget(hash) : pageHeading();
  if (!target) return;
  // Text made focusable here shows no ring (it is not a control); a control keeps its own.
  if (!target.hasAttribute("tabindex")) {
    target.tabIndex = -1;
    target.setAttribute(NAVIGATION_FOCUS_ATTRIBUTE, "");
  }
  target.focus({ preventScroll: true });
}

function fragmentTarget(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return id ? document.getElementById(id) : null;
}

/** The page's h1, or `<main>` (focusable already) when a page has none. */
function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>("#main h1") ??
    document.getElementById("main")
  );
}
