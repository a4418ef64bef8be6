import type { PublicEnv } from "~/lib/env.server";
import type { PublicUser } from "~/lib/user";
import { useAnalytics } from "./use-analytics";
import { useSupportChat } from "./use-support-chat";

/** Product analytics and the support chat, in a chunk loaded only when one of them is configured. */
export function ThirdPartyServices({
  posthog,
  intercom,
  user,
}: {
  posthog: PublicEnv["posthog"];
  intercom: PublicEnv["intercom"];
  user: PublicUser | null;
}) {
  useAnalytics(posthog, user);
  useSupportChat(intercom, user);
  return null;
}
