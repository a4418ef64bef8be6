import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { AuthFormName } from "./forms/auth-schemas";
import type { ContactActionData } from "./forms/contact-schema";
import type { PublicUser } from "./user";
import { carriesSessionCookie, sessionCookieName } from "./cache.server";
import { getEnv } from "./env.server";
import type { FlashToast } from "./toast";

/** Where a visitor is in sign-up (behaviour §4): kept on the server so the rules hold without script. */
export type SignupProgress = {
  email?: string;
  /** When a code was last sent, per email (behaviour §9: one resend per 60 s). */
  sentAt?: Record<string, number>;
  /** The code that passed check-verify-code for `email`: step 2 may register with it. */
  verifiedCode?: string;
};

type SessionData = {
  token: string;
  user: PublicUser;
  /** When the profile was last asked for, so it is not fetched on every navigation. */
  profileCheckedAt: number;
  profileLoaded: boolean;
  signup: SignupProgress;
};

type SessionFlashData = {
  toast: FlashToast;
  /** A form's result, carried across the redirect back to the page (post/redirect/get). */
  authResult: { form: AuthFormName; result: SubmissionResult<string[]> };
  /** The contact dialog's result, for a visitor without script (app/routes/contact.tsx). */
  contactResult: ContactActionData;
};

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  const secure = env.siteUrl.startsWith("https://");
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: sessionCookieName(secure),
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: env.sessionSecrets,
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, SessionFlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/**
 * The Set-Cookie value for a session. A session with nothing left in it removes the cookie, so a
 * cookie that is present but reads as empty always means it could not be read.
 */
export function commitSession(session: AppSession): Promise<string> {
  return Object.keys(session.data).length === 0
    ? sessionStorage().destroySession(session)
    : sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * The request carried our cookie, but it could not be read (tampered with, or signed with an
 * old secret): the visitor is treated as signed out.
 */
export function hasUnreadableSessionCookie(
  request: Request,
  session: AppSession,
) {
  return (
    carriesSessionCookie(request.headers.get("Cookie")) &&
    Object.keys(session.data).length === 0
  );
}

/** Queue a toast for the next page the browser renders (works without JavaScript too). */
export function flashToast(session: AppSession, toast: Omit<FlashToast, "id">) {
  session.flash("toast", { ...toast, id: randomUUID() });
}
