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
  /** Pages that depend on who is asking. */
  private: "private, no-cache",
  noStore: "no-store",
} as const;

export const SESSION_COOKIE_NAME = "__aden_session";

/**
 * The last word on a response's caching: a request that carries the session cookie never gets
 * a shared-cache response, and errors are not stored.
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
  const hasSession = (request.headers.get("Cookie") ?? "").includes(
    `${SESSION_COOKIE_NAME}=`,
  );
  if (!cacheControl) {
    headers.set("Cache-Control", CACHE.private);
  } else if (
    (hasSession || headers.has("Set-Cookie")) &&
    cacheControl.includes("public")
  ) {
    headers.set("Cache-Control", CACHE.private);
  }
  if (cacheControl?.includes("public")) headers.append("Vary", "Cookie");
}
