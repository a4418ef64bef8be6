import { userMessageOf } from "./auth-session.server";
import { RESEND_COUNTDOWN_SECONDS } from "./constants";
import { RELATIONS, type Relation } from "./relations";
import type { AppSession, SignupProgress } from "./session.server";
import { checkVerifyCode, type VerifyCodeMode } from "./upstream.server";

/**
 * Sign-up progress (behaviour §4) lives in the session so that its rules hold without script. Only
 * actions change it: a GET (a page in another tab, a prefetch, a revalidation) reads it and
 * never rewrites it (docs/architecture.md, "Loaders read, actions write").
 */

/** What the sign-up dialog shows. */
export function signupView(session: AppSession) {
  const progress = session.get("signup");
  const email = progress?.email ?? null;
  return {
    email,
    codeSent: email !== null,
    verified: Boolean(progress?.verifiedCode),
    resendWaitSeconds: email ? resendWaitSeconds(progress, email) : 0,
  };
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
): Promise<{ verified: true } | { verified: false; message: string }> {
  const progress = session.get("signup");
  try {
    await checkVerifyCode({ email, vuid: code });
    session.set("signup", { ...progress, email, verifiedCode: code });
    return { verified: true };
  } catch (error) {
    session.set("signup", { sentAt: progress?.sentAt, email });
    return { verified: false, message: userMessageOf(error) };
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
