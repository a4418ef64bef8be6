import { signOut } from "./auth-session.server";
import { getLogger } from "./logger.server";
import type { AppSession } from "./session.server";
import { getProfile, UpstreamError, type Profile } from "./upstream.server";
import type { PublicUser } from "./user";
import { publicUserSchema } from "./user.server";

/** A profile that could not be fetched (not a 401) is asked for again after this long. */
const PROFILE_RETRY_MS = 5 * 60 * 1_000;
/** The profile is on the page's critical path: don't hold a page for the full 30 s timeout. */
const PROFILE_WAIT_MS = 5_000;

export type SignedInState =
  | { status: "signed-out"; changed: boolean }
  | { status: "signed-in"; user: PublicUser | null; changed: boolean };

function toPublicUser(profile: Profile): PublicUser {
  return {
    id: profile.id,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    company_name: profile.company_name,
    avatar: profile.avatar,
    create_time: profile.create_time,
  };
}

/**
 * The signed-in user for a page render. When a token first appears the profile is fetched
 * (behaviour §4) and cached in the session; a 401 clears the session (behaviour §6). Errors are
 * suppressed for this call (behaviour §7): no toast.
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
    getLogger().error(
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
    getLogger().error({ err: error }, "Profile could not be loaded");
    session.set("profileCheckedAt", now);
    return { status: "signed-in", user, changed: true };
  }
}
