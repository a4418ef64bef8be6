import type { ChatRegion } from "./constants";
import type { PublicUser } from "./user";

/** The chat widget's API host per region (behaviour §9: us, eu, ap). */
export const CHAT_API_BASE: Record<ChatRegion, string> = {
  us: "https://api-iam.intercom.io",
  eu: "https://api-iam.eu.intercom.io",
  ap: "https://api-iam.au.intercom.io",
};

export const chatWidgetUrl = (appId: string) =>
  `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;

/** What the chat widget is told about a signed-in user (behaviour §3). */
export type ChatIdentity = {
  user_id: string;
  name: string;
  email: string;
  created_at?: number;
};

/** Unix seconds of a creation time given as an ISO date, epoch seconds or epoch milliseconds. */
export function unixSeconds(
  value: string | number | null | undefined,
): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  let ms: number;
  if (typeof value === "number" || /^\d+$/.test(value)) {
    const n = Number(value);
    // Below 1e11 is seconds (until the year 5138); from 1e11 on, milliseconds (since 1973).
    ms = n < 1e11 ? n * 1_000 : n;
  } else {
    ms = Date.parse(value);
  }
  return Number.isFinite(ms) ? Math.floor(ms / 1_000) : undefined;
}

/** behaviour §3: user_id, name (first and last joined by a space), email, created_at. */
export function chatIdentity(
  user: Pick<
    PublicUser,
    "id" | "firstname" | "lastname" | "email" | "create_time"
  >,
): ChatIdentity {
  const identity: ChatIdentity = {
    user_id: String(user.id),
    name: [user.firstname.trim(), user.lastname.trim()]
      .filter(Boolean)
      .join(" "),
    email: user.email,
  };
  const createdAt = unixSeconds(user.create_time);
  if (createdAt !== undefined) identity.created_at = createdAt;
  return identity;
}

/** The settings the widget boots with: region, and the launcher hidden where it must be. */
export function chatBootSettings(options: {
  appId: string;
  region: ChatRegion;
  hideLauncher: boolean;
  identity: ChatIdentity | null;
}) {
  return {
    api_base: CHAT_API_BASE[options.region],
    app_id: options.appId,
    hide_default_launcher: options.hideLauncher,
    ...options.identity,
  };
}

/** behaviour §2: the default launcher is hidden on this route. */
export const CHAT_HIDDEN_ROUTE_NAME = "online-form-id";
