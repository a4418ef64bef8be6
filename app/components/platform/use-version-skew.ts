import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import {
  claimReload,
  hasNewerBuild,
  startBuildVersionChecks,
  startChunkErrorRecovery,
  startLinkDocumentLoads,
} from "~/lib/version-check.client";

/**
 * behaviour §4: once the server runs a newer build, the next navigation to another page is a full
 * document load (at most once per path every 10 s), so the visitor gets the new build's code
 * instead of chunks that may be gone: a link's click goes straight to the browser
 * (`startLinkDocumentLoads`), any other navigation is turned into a document load as it starts.
 * A chunk that fails to load reloads the page once.
 */
export function useVersionSkew() {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const stopChecks = startBuildVersionChecks();
    const stopRecovery = startChunkErrorRecovery();
    const stopLinkLoads = startLinkDocumentLoads();
    return () => {
      stopChecks();
      stopRecovery();
      stopLinkLoads();
    };
  }, []);

  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.location) return;
    // A form post's redirect stays in the app: its answer is on its way.
    const method = navigation.formMethod?.toUpperCase();
    if (method && method !== "GET") return;
    const next = navigation.location;
    if (next.pathname === pathname || !hasNewerBuild()) return;
    if (claimReload(next.pathname)) {
      window.location.assign(`${next.pathname}${next.search}${next.hash}`);
    }
  }, [navigation, pathname]);
}
