import { redirectDocument } from "@remix-run/node";
import { RESEND_COUNTDOWN_SECONDS } from "./constants";
import { RELATIONS, type Relation } from "./dialog-url";
import { getEnv } from "./env.server";
import {
  flashToast,
  type AppSession,
  type SignupProgress,
} from "./session.server";
import {
  getProfile,
  UpstreamError,
  type AuthAnswer,
  type Profile,
  type VerifyCodeMode,
} from "./upstream.server";
import type { PublicUser } from "./user";
import { publicUserSchema } from "./user.server";

/** Where the platform app can receive a signed-in user (SPEC §7). */
export type HandoffTarget = "onboarding" | "ai-form" | "app" | "platform";

/** `t` = base64('jwt ' + token), as the platform app expects it (SPEC §7). */
export function handoffToken(token: string) {
  return Buffer.from(`jwt ${token}`, "utf8").toString("base64");
}

/**
 * The platform app URL for a target. "platform" is the spec's "To ARP" action: a user without a
 * first name goes to onboarding instead (SPEC §4).
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

/** After sign-in: the form product opens its module, everything else goes to onboarding (SPEC §4). */
export function targetAfterSignIn(rel: Relation | undefined): HandoffTarget {
  return rel === RELATIONS.aiForm ? "ai-form" : "onboarding";
}

/** SPEC §7: the code request says which product it is for. */
export function verifyCodeMode(rel: Relation | undefined): VerifyCodeMode {
  return rel === RELATIONS.aiForm ? "aden-ai-form" : "aden-homepage";
}

export function parseRelation(value: unknown): Relation | undefined {
  return value === RELATIONS.aiForm || value === RELATIONS.employee
    ? value
    : undefined;
}

/** Record ids arrive in URLs (/employee/{id}): keep them short and plain. */
export function parseRecordId(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? value
    : undefined;
}

/** A same-site path to go back to; anything else (absolute, protocol-relative) becomes "/". */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//")
  )
    return "/";
  if (value.includes("\\") || /[\r\n]/.test(value)) return "/";
  return value;
}

export function signIn(
  session: AppSession,
  answer: AuthAnswer | { token: string },
) {
  session.set("token", answer.token);
  session.unset("signup");
  if ("email" in answer) {
    session.set("user", {
      id: answer.id,
      firstname: answer.firstname,
      lastname: answer.lastname,
      email: answer.email,
      company_name: null,
      avatar: null,
    });
  } else {
    session.unset("user");
  }
  // A new token: the profile is fetched the next time the site renders for this user.
  session.unset("profileLoaded");
  session.unset("profileCheckedAt");
}

export function signOut(session: AppSession) {
  for (const key of [
    "token",
    "user",
    "profileLoaded",
    "profileCheckedAt",
    "signup",
  ] as const) {
    session.unset(key);
  }
}

/**
 * SPEC §6/§8: a 401 from a call made with the session's token clears the session and, unless the
 * call suppresses its messages, says "Unauthorized". True when it did.
 */
export function signOutIfUnauthorized(
  session: AppSession,
  error: unknown,
): boolean {
  if (
    !(error instanceof UpstreamError) ||
    !error.unauthorized ||
    !session.has("token")
  ) {
    return false;
  }
  signOut(session);
  flashToast(session, { type: "error", message: "Unauthorized" });
  return true;
}

function toPublicUser(profile: Profile): PublicUser {
  return {
    id: profile.id,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    company_name: profile.company_name,
    avatar: profile.avatar,
  };
}

/** A profile that could not be fetched (not a 401) is asked for again after this long. */
const PROFILE_RETRY_MS = 5 * 60 * 1_000;
/** The profile is on the page's critical path: don't hold a page for the full 30 s timeout. */
const PROFILE_WAIT_MS = 5_000;

export type SignedInState =
  | { status: "signed-out"; changed: boolean }
  | { status: "signed-in"; user: PublicUser | null; changed: boolean };

/**
 * The signed-in user for a page render. When a token first appears the profile is fetched
 * (SPEC §4) and cached in the session; a 401 clears the session (SPEC §6). Errors are
 * suppressed for this call (SPEC §7): no toast.
 */
export async function resolveSignedInUser(
  session: AppSession,
  now = Date.now(),
): Promise<SignedInState> {
  const token = session.get("token");
  if (!token) return { status: "signed-out", changed: false };

  const stored = publicUserSchema.safeParse(session.get("user"));
  let user = stored.success ? stored.data : null;
  let changed = false;
  if (session.has("user") && !stored.success) {
    console.error(
      "Failed to parse user info from the session cookie; ignoring it.",
    );
    session.unset("user");
    changed = true;
  }

  const checkedAt = session.get("profileCheckedAt") ?? 0;
  const needsProfile =
    !session.get("profileLoaded") && now - checkedAt >= PROFILE_RETRY_MS;
  if (!needsProfile) return { status: "signed-in", user, changed };

  try {
    const profile = await getProfile(token, {
      signal: AbortSignal.timeout(PROFILE_WAIT_MS),
    });
    user = toPublicUser(profile);
    session.set("user", user);
    session.set("profileLoaded", true);
    session.unset("profileCheckedAt");
    return { status: "signed-in", user, changed: true };
  } catch (error) {
    if (error instanceof UpstreamError && error.unauthorized) {
      signOut(session);
      return { status: "signed-out", changed: true };
    }
    console.error(`Profile could not be loaded: ${(error as Error).message}`);
    session.set("profileCheckedAt", now);
    return { status: "signed-in", user, changed: true };
  }
}

/**
 * What the sign-up dialog shows from the session's sign-up progress. SPEC §4: closing the dialog
 * resets sign-up, and the dialog is closed when the URL doesn't ask for it; the record of sent
 * codes stays, for the resend rule.
 */
export function signupDialogState(session: AppSession, url: URL) {
  let progress = session.get("signup");
  let changed = false;
  if (
    url.searchParams.get("auth") !== "signup" &&
    (progress?.email || progress?.verifiedCode)
  ) {
    progress = { sentAt: progress.sentAt };
    session.set("signup", progress);
    changed = true;
  }
  const email = progress?.email ?? null;
  return {
    changed,
    view: {
      email,
      codeSent: email !== null,
      verified: Boolean(progress?.verifiedCode),
      resendWaitSeconds: email ? resendWaitSeconds(progress, email) : 0,
    },
  };
}

/** Seconds until another code may be sent to this email (SPEC §9: 60 s), 0 when it may. */
export function resendWaitSeconds(
  progress: SignupProgress | undefined,
  email: string,
  now = Date.now(),
) {
  const sentAt = progress?.sentAt?.[email.toLowerCase()];
  if (!sentAt) return 0;
  const remaining = RESEND_COUNTDOWN_SECONDS * 1_000 - (now - sentAt);
  return remaining > 0 ? Math.ceil(remaining / 1_000) : 0;
}

/** Remembers a send for the resend rule, keeping only sends still inside the window. */
export function recordCodeSent(
  progress: SignupProgress | undefined,
  email: string,
  now = Date.now(),
) {
  const recent = Object.entries(progress?.sentAt ?? {}).filter(
    ([, sentAt]) => now - sentAt < RESEND_COUNTDOWN_SECONDS * 1_000,
  );
  return {
    email,
    sentAt: Object.fromEntries([...recent, [email.toLowerCase(), now]]),
  } satisfies SignupProgress;
}
