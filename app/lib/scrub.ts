/**
 * Removes secrets from what is sent to error capture and analytics: session tokens (also the
 * `t=` of a hand-off URL, behaviour §7), passwords, sign-up codes, cookies and authorization headers.
 * Used by Sentry's `beforeSend` (browser and server) and PostHog's `before_send`.
 */

export const FILTERED = "[Filtered]";

/** Keys whose values are secrets, compared without case, dashes or underscores. */
const SECRET_KEY =
  /(?:token|password|passwd|pwd|secret|cookies?|authorization|credential|signupcode|vuid|apikey|jwt|session)$/;
/** Keys that are secrets only as a whole word ("code", not "countrycode"). */
const SECRET_EXACT_KEYS = new Set(["code", "t"]);

export function isSecretKey(key: string): boolean {
  const normal = key.toLowerCase().replace(/[-_\s]/g, "");
  return SECRET_EXACT_KEYS.has(normal) || SECRET_KEY.test(normal);
}

/** Query parameters that carry secrets: the hand-off's `t`, tokens, codes, passwords. */
const SECRET_QUERY =
  /([?&;](?:t|token|access_token|refresh_token|code|signupCode|vuid|password|jwt|session)=)[^&#\s"'<>]*/gi;
/** A JSON Web Token, wherever it appears (`jwt <token>` headers, messages, URLs). */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;
/** "jwt …" / "Bearer …" authorization values written into a message. */
const AUTH_SCHEME = /\b(jwt|bearer)\s+[\w.~+/=-]{8,}/gi;
/** The hand-off's `t` is base64 of 'jwt ' + token: it starts with "and0" ("jwt" in base64). */
const HANDOFF_T = /\band0I[\w+/=%-]{8,}/g;

export function scrubString(value: string): string {
  return value
    .replace(SECRET_QUERY, `$1${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(HANDOFF_T, FILTERED);
}

const MAX_DEPTH = 12;

/**
 * A copy of `value` with every secret-named key's value replaced and every string scrubbed.
 * Arrays of `[name, value]` pairs (Sentry's headers and query strings) are treated as keys.
 */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubString(value) as T;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) {
    return value;
  }
  if (Array.isArray(value)) {
    if (
      value.length === 2 &&
      typeof value[0] === "string" &&
      isSecretKey(value[0])
    ) {
      return [value[0], FILTERED] as T;
    }
    return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretKey(key) && item !== null && item !== undefined && item !== ""
        ? FILTERED
        : scrubValue(item, depth + 1);
  }
  return copy as T;
}

/** Sentry's `beforeSend`: the whole event, scrubbed (request, breadcrumbs, extra, contexts). */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event);
}
