import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

type HandoffAnswer = { openInNewTab: string; then: string };

/**
 * Auth forms post through a fetcher (no full page load). Answers are redirects that Remix
 * follows; the one exception, the form product's new-tab hand-off, is handled here.
 */
export function useAuthFetcher(key: string) {
  const fetcher = useFetcher<HandoffAnswer>({ key });
  const navigate = useNavigate();
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer?.openInNewTab) return;
    // Not "noopener": that makes window.open return null, and a blocked pop-up must be noticed.
    const tab = window.open(answer.openInNewTab, "_blank");
    if (!tab) {
      window.location.assign(answer.openInNewTab);
      return;
    }
    tab.opener = null;
    navigate(answer.then, { replace: true, preventScrollReset: true });
  }, [fetcher.state, fetcher.data, navigate]);
  return fetcher;
}
