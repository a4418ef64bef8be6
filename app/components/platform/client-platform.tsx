import { useEffect } from "react";
import { deferredModule } from "~/lib/deferred-module";
import { loadErrorCapture } from "~/lib/error-capture.client";
import { whenIdle } from "~/lib/idle.client";
import { useRootData } from "~/lib/root-data";
import { useVersionSkew } from "./use-version-skew";

// Analytics and chat start after idle anyway; their code waits for it too, and stays away
// when neither is configured.
const services = deferredModule(() => import("./third-party-services"));

/**
 * The browser-side platform of behaviour §1, §4: error capture, product analytics and the support
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

  const posthog = env?.posthog ?? null;
  const intercom = env?.intercom ?? null;
  const [loaded] = services.useModule(Boolean(posthog || intercom));
  useVersionSkew();
  return loaded ? (
    <loaded.ThirdPartyServices
      posthog={posthog}
      intercom={intercom}
      user={user}
    />
  ) : null;
}
