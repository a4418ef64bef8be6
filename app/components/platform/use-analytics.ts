import { useEffect, useRef } from "react";
import {
  identifyUser,
  loadAnalytics,
  resetAnalytics,
  resetIfIdentified,
} from "~/lib/analytics.client";
import { whenIdle } from "~/lib/idle.client";
import type { PublicEnv } from "~/lib/env.server";
import type { PublicUser } from "~/lib/user";

/**
 * PostHog after idle when configured (page views come from its History API capture), identify
 * when a user appears, reset on logout (behaviour §1).
 */
export function useAnalytics(
  config: PublicEnv["posthog"],
  user: PublicUser | null,
) {
  const key = config?.key;
  const host = config?.host;
  useEffect(() => {
    if (!key || !host) return;
    return whenIdle(() => loadAnalytics({ key, host }));
  }, [key, host]);

  // The profile may still be unread ("signed in" without an id): that is nobody to identify yet.
  const userId = user?.id ? String(user.id) : null;
  const latestUser = useRef(user);
  latestUser.current = user;
  const previousId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    const before = previousId.current;
    previousId.current = userId;
    if (userId && latestUser.current) {
      if (userId !== before) identifyUser(latestUser.current);
    } else if (before) {
      resetAnalytics();
    } else if (before === undefined) {
      resetIfIdentified();
    }
  }, [key, userId]);
}
