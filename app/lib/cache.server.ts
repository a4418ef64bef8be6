import { parse as parseCookieHeader } from "cookie";
import { currentRequestContext } from "./request-context.server";

/**
 * Every Cache-Control value the site sends, in one place. Anything that read the session is
 * private; error pages are never stored.
 */
export const CACHE = {
  /** Anonymous content pages: browsers revalidate, CDNs keep them for 5 minutes and may serve stale for a day. */
  publicPage: "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  /** Sitemaps, feed, robots.txt: read by crawlers, rebuilt only with a new build. */
  publicFeed:
    "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  /** Pages that depend on who is asking, without reading the session. */
  private: "private, no-cache",
  /** Anything that read or set the session (issue 14): no cache, shared or not, keeps it. */
  session: "private, no-store",
  noStore: "no-store",
} as const;

/**
 * The session cookie's name. Over HTTPS it takes the `__Host-` prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no subdomain or plain-HTTP page can set or shadow it.
 */
export function sessionCookieName(secure: boolean) {
  return secure ? "__Host-aden_session" : "aden_session";
}

const SESSION_COOKIE_NAMES = [
  sessionCookieName(true),
  sessionCookieName(false),
] as const;

/**
 * True when a Cookie header holds anything the session would read as its cookie, prefixed or
 * not. It asks the parser Remix's sessions use (`cookie`, the same package and version), so every
 * spelling it tolerates (spaces or a tab around the name, the name twice) counts here too.
 */
export function carriesSessionCookie(cookieHeader: string | null) {
  if (!cookieHeader) return false;
  const cookies = parseCookieHeader(cookieHeader);
  return SESSION_COOKIE_NAMES.some((name) => cookies[name] !== undefined);
}

/**
 * The last word on a response's caching: a response to a request whose session held anything
 * (decided once, as the session was read: request-context.server.ts), that carries the session
 * cookie, or that sets a cookie, is stored by no cache at all; errors are not stored.
 */
export function enforceCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
) {
  if (status >= 400) {
    headers.set("Cache-Control", CACHE.noStore);
    return;
  }
  const cacheControl = headers.get("Cache-Control");
  if (
    currentRequestContext()?.personal ||
    carriesSessionCookie(request.headers.get("Cookie")) ||
    headers.has("Set-Cookie") ||
    // The open auth dialog carries this visitor's anti-forgery token.
    new URL(request.url).searchParams.has("auth")
  ) {
    if (cacheControl !== CACHE.noStore) {
      headers.set("Cache-Control", CACHE.session);
    }
    return;
  }
  if (!cacheControl) {
    headers.set("Cache-Control", CACHE.private);
  } else if (
    cacheControl.includes("public") &&
    !/(^|,)\s*cookie\s*(,|$)/i.test(headers.get("Vary") ?? "")
  ) {
    headers.append("Vary", "Cookie");
  }
}
