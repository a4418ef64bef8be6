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

/** True when a Cookie header carries the session cookie, prefixed or not. */
export function carriesSessionCookie(cookieHeader: string | null) {
  return (cookieHeader ?? "")
    .split(";")
    .some((part) => /^(__Host-)?aden_session=/.test(part.trim()));
}

/**
 * The last word on a response's caching: a response to a request that carries the session
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
  } else if (cacheControl.includes("public")) {
    headers.append("Vary", "Cookie");
  }
}
