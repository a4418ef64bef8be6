import { getLogger } from "./logger.server";
import { MESSAGES } from "./messages";
import { flashToast, renewSessionId, type AppSession } from "./session.server";
import { UpstreamError, type AuthAnswer } from "./upstream.server";

/** Keeps a new token (and the user the answer names) in the session; sign-up is over. */
export function signIn(
  session: AppSession,
  answer: AuthAnswer | { token: string },
) {
  renewSessionId(session);
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

/** behaviour §4: logout clears the user and the token. */
export function signOut(session: AppSession) {
  // The old id's record ends with the sign-out: a copy of the cookie signs no one in again.
  renewSessionId(session);
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
 * behaviour §6/§8: a 401 from a call made with the session's token clears the session and, unless the
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
  flashToast(session, { type: "error", message: MESSAGES.unauthorized });
  return true;
}

/** behaviour §8: the server's message, else the client's own; anything unexpected stays in the log. */
export function userMessageOf(error: unknown): string {
  if (error instanceof UpstreamError) return error.message;
  getLogger().error(
    { err: error },
    "Unexpected error: the visitor was told something went wrong",
  );
  return MESSAGES.somethingWentWrong;
}
