/**
 * The longest `returnTo` taken, before and after normalizing: the longest URL the site accepts
 * anywhere (behaviour §5, §9).
 */
export const RETURN_TO_MAX_LENGTH = 2048;

const SITE = "http://site.invalid";

/**
 * What a path, query and fragment may hold (RFC 3986: unreserved, sub-delims, ":@/?#", and "%"
 * when it starts an escape). No whitespace, no control character, no backslash, no quote or
 * angle bracket: nothing a URL parser strips, turns into a slash, or a header refuses.
 */
const URL_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]/;
/**
 * Non-ASCII is taken only when it is printable (letters, marks, digits, punctuation, symbols)
 * and is sent on percent-encoded: a page's own path can reach us unencoded from script, and
 * encoded it is harmless. Controls (C1 too), format characters (bidi overrides, zero-width),
 * separators, surrogates and unassigned code points are refused.
 */
const PRINTABLE_NON_ASCII = /[^\0-\x7f]/u;
const NOT_PRINTABLE = /[^\p{L}\p{M}\p{N}\p{P}\p{S}]/u;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/**
 * A path of this site: one slash, then not a second one, a backslash, or either of them
 * encoded (a server or framework that decodes the path before redirecting would make it
 * protocol-relative).
 */
const SAME_SITE_PATH = /^\/(?![/\\]|%2f|%5c)/i;

function isUrlSafe(value: string) {
  for (const character of value) {
    if (URL_CHARACTER.test(character)) continue;
    if (PRINTABLE_NON_ASCII.test(character) && !NOT_PRINTABLE.test(character))
      continue;
    return false;
  }
  return !BROKEN_ESCAPE.test(value);
}

/**
 * A same-site path to go back to after a form, normalized (dot segments resolved, non-ASCII
 * percent-encoded); anything else becomes "/". Refused: anything not starting with exactly one
 * "/" (absolute, protocol-relative, scheme-like), any control character (tab and newline
 * included: a browser's URL parser drops them, so "/\t/evil.example" is "//evil.example"), any
 * whitespace or backslash, a broken percent-escape, an encoded slash or backslash after the
 * first "/", anything over 2048 characters, and anything whose normalized form is not such a
 * path itself ("/.//evil.example" normalizes to "//evil.example").
 */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== "string" ||
    value.length > RETURN_TO_MAX_LENGTH ||
    !SAME_SITE_PATH.test(value) ||
    !isUrlSafe(value)
  ) {
    return "/";
  }
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return "/";
  }
  if (url.origin !== SITE) return "/";
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  if (
    normalized.length > RETURN_TO_MAX_LENGTH ||
    !SAME_SITE_PATH.test(normalized) ||
    !isUrlSafe(normalized)
  ) {
    return "/";
  }
  return normalized;
}
