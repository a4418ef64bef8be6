import { useEffect } from "react";
import { loadErrorCapture } from "~/lib/error-capture.client";
import { whenIdle } from "~/lib/idle.client";
import { useRootData } from "~/lib/root-data";
import { useAnalytics } from "./use-analytics";
import { useSupportChat } from "./use-support-chat";
import { useVersionSkew } from "./use-version-skew";

/**
 * The browser-side platform of SPEC §1, §4: error capture, product analytics and the support
 * chat (each only when configured, loaded after idle), and the newer-build check. Renders nothing.
 */
export function ClientPlatform() {
  const rootData = useRootData();
  const env = rootData?.env;
  const user = rootData?.user ?? null;

  const sentryDsn = env?.sentryDsn;
  useEffect(() => {
    if (!sentryDsn) return;
    return whenIdle(() => loadErrorCapture(sentryDsn));
  }, [sentryDsn]);

  useAnalytics(env?.posthog ?? null, user);
  useSupportChat(env?.intercom ?? null, user);
  useVersionSkew();
  return null;
}
