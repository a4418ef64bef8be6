import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LOADING_BAR } from "~/lib/constants";
import { deferredModule } from "~/lib/deferred-module";

/** nprogress, loaded with the first navigation slow enough to show the bar, configured once. */
const progress = deferredModule(() =>
  import("nprogress").then(({ default: NProgress }) =>
    NProgress.configure({
      showSpinner: false,
      minimum: 0.08,
      // Trickles towards the end over the bar's nominal duration.
      trickleSpeed: LOADING_BAR.durationMs / 10,
      speed: LOADING_BAR.resetDelayMs,
      // nprogress's default template uses role="bar", which is not an ARIA role.
      barSelector: "[data-loading-bar]",
      template:
        '<div class="bar" data-loading-bar><div class="peg"></div></div>',
    }),
  ),
);

/**
 * The loading bar at the top of the page (behaviour §4, §9): shown for navigations that last longer
 * than the throttle, finished when the navigation ends, red when it ended in an error.
 */
export function LoadingBar({ failed = false }: { failed?: boolean }) {
  const { state } = useNavigation();
  const showTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (state === "idle") return;
    clearTimeout(hideTimer.current);
    // Set when the navigation ends, so a bar whose code arrives after that never starts.
    let ended = false;
    showTimer.current = setTimeout(() => {
      progress
        .request()
        .then((NProgress) => {
          if (ended) return;
          document.documentElement.dataset.loadingBar = "running";
          NProgress.start();
        })
        // Without its code (a deploy in between) the navigation simply shows no bar.
        .catch(() => undefined);
    }, LOADING_BAR.throttleMs);
    return () => {
      ended = true;
      clearTimeout(showTimer.current);
      // Synchronous once loaded, so a bar ends before the next navigation's effect runs.
      const NProgress = progress.current();
      if (!NProgress?.isStarted()) return;
      NProgress.set(1);
      // Keep the full bar visible a moment, then let nprogress fade and reset it.
      hideTimer.current = setTimeout(() => {
        NProgress.done(true);
        delete document.documentElement.dataset.loadingBar;
      }, LOADING_BAR.hideDelayMs);
    };
  }, [state]);

  useEffect(() => {
    document.documentElement.classList.toggle("loading-bar-failed", failed);
  }, [failed]);

  return null;
}
