import { userMessageOf } from "./auth-session.server";
import { RESEND_COUNTDOWN_SECONDS } from "./constants";
import { RELATIONS, type Relation } from "./relations";
import type { AppSession, SignupProgress } from "./session.server";
import {
  checkVerifyCode,
  UpstreamError,
  type VerifyCodeMode,
} from "./upstream.server";

/**
 * Sign-up progress (behaviour §4) lives in the session so that its rules hold without script. Only
 * actions change it: a GET (a page in another tab, a prefetch, a revalidation) reads it and
 * never rewrites it (docs/architecture.md, "Loaders read, actions write").
 */

/** What the sign-up dialog shows. */
export function signupView(session: AppSession) {
  const progress = session.get("signup");
  const email = progress?.email ?? null;
  const accountExists = email !== null && Boolean(progress?.accountExists);
  return {
    email,
    /** The code field shows: a code was asked for, or a code (an emailed link) was checked. */
    codeSent: email !== null && !accountExists,
    /** This session itself sent a code to `email`, so "We sent a code" is true (issue 25). */
    sentHere:
      email !== null && Boolean(progress?.sentAt?.[email.toLowerCase()]),
    verified: Boolean(progress?.verifiedCode),
    accountExists,
    resendWaitSeconds: email ? resendWaitSeconds(progress, email) : 0,
  };
}

/**
 * The upstream's word that an email already has an account: 409 Conflict, the answer of
 * send-verify-code, check-verify-code and register to an existing account (mocks/README.md).
 */
export function isExistingAccountRefusal(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 409;
}

/**
 * The upstream refused to send a code (a 4xx answer), so none went out and the resend
 * allowance stays unspent (behaviour §4). A 5xx or no answer at all may have sent one.
 */
export function refusedToSendCode(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500
  );
}

/**
 * Sign-up ends in "an account with this email already exists", with Log in offered and the
 * email carried to it; the record of sent codes stays, for the resend rule.
 */
export function recordExistingAccount(session: AppSession, email: string) {
  const progress = session.get("signup");
  session.set("signup", {
    sentAt: progress?.sentAt,
    email,
    accountExists: true,
  });
}

/** The session is signed in with this email: another tab finished sign-up (issue 25). */
function signedInWith(session: AppSession, email: string) {
  const signedIn = session.get("user")?.email;
  return (
    session.has("token") &&
    typeof signedIn === "string" &&
    signedIn.trim().toLowerCase() === email.trim().toLowerCase()
  );
}

/**
 * behaviour §4: closing the dialog resets the prefill and the step. The record of sent codes stays,
 * for the resend rule.
 */
export function endSignup(session: AppSession) {
  const progress = session.get("signup");
  if (progress?.sentAt) session.set("signup", { sentAt: progress.sentAt });
  else session.unset("signup");
}

/**
 * behaviour §4/§7: step 1 → 2 after check-verify-code accepts the code, from the form or from the
 * emailed link alike. On failure the email stays (step 1 prefilled) and the message is the
 * server's, else the client's own (behaviour §8).
 */
export async function verifySignupCode(
  session: AppSession,
  { email, code }: { email: string; code: string },
): Promise<
  | { verified: true }
  | { verified: false; accountExists: true }
  | { verified: false; accountExists: false; message: string }
> {
  const progress = session.get("signup");
  // The account was made meanwhile (a second tab, or the emailed link after sign-up): the
  // upstream spent the code then, and its "no code was sent" would contradict the dialog.
  if (signedInWith(session, email)) {
    recordExistingAccount(session, email);
    return { verified: false, accountExists: true };
  }
  try {
    await checkVerifyCode({ email, vuid: code });
    session.set("signup", {
      sentAt: progress?.sentAt,
      email,
      verifiedCode: code,
    });
    return { verified: true };
  } catch (error) {
    if (isExistingAccountRefusal(error)) {
      recordExistingAccount(session, email);
      return { verified: false, accountExists: true };
    }
    session.set("signup", { sentAt: progress?.sentAt, email });
    return {
      verified: false,
      accountExists: false,
      message: userMessageOf(error),
    };
  }
}

/** behaviour §7: the code request says which product it is for. */
export function verifyCodeMode(rel: Relation | undefined): VerifyCodeMode {
  return rel === RELATIONS.aiForm ? "aden-ai-form" : "aden-homepage";
}

/** Seconds until another code may be sent to this email (behaviour §9: 60 s), 0 when it may. */
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
