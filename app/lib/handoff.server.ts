import { redirectDocument } from "@remix-run/node";
import { getEnv } from "./env.server";
import { RELATIONS, type Relation } from "./relations";
import type { PublicUser } from "./user";

/** Where the platform app can receive a signed-in user (behaviour §7). */
export const HANDOFF_TARGETS = [
  "onboarding",
  "ai-form",
  "app",
  "platform",
] as const;
export type HandoffTarget = (typeof HANDOFF_TARGETS)[number];

/** `t` = base64('jwt ' + token), as the platform app expects it (behaviour §7). */
export function handoffToken(token: string) {
  return Buffer.from(`jwt ${token}`, "utf8").toString("base64");
}

/**
 * The platform app URL for a target. "platform" is the spec's "To ARP" action: a user without a
 * first name goes to onboarding instead (behaviour §4).
 */
export function handoffUrl(
  token: string,
  target: HandoffTarget,
  user?: PublicUser | null,
) {
  const arp = getEnv().arpUrl;
  const path = {
    onboarding: "/onboarding",
    "ai-form": "/modules/aden-ai-form",
    app: "",
    platform: user?.firstname.trim() ? "" : "/onboarding",
  }[target];
  return `${arp}${path}?t=${encodeURIComponent(handoffToken(token))}`;
}

/**
 * The hand-off is a server redirect that never tells the platform app where the user came from.
 * It is always a full document load, even when script sent the form (the platform app is
 * another application, even when it shares the origin, like the mock one).
 */
export function handoffRedirect(url: string, setCookie?: string) {
  const headers = new Headers({
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return redirectDocument(url, { headers });
}

/** After sign-in: the form product opens its module, everything else goes to onboarding (behaviour §4). */
export function targetAfterSignIn(rel: Relation | undefined): HandoffTarget {
  return rel === RELATIONS.aiForm ? "ai-form" : "onboarding";
}
