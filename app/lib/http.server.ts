import { CACHE } from "~/lib/cache.server";
import { invalidRouteMessage } from "~/lib/messages";

/**
 * A content page that doesn't exist: the root ErrorBoundary shows this message (behaviour §8).
 * Resource routes (sitemaps) send it as it is, so it says itself that it must not be stored.
 */
export function pageNotFound(path: string): never {
  throw new Response(invalidRouteMessage(path), {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE.noStore,
    },
  });
}

/** Loader init for an anonymous page a CDN may keep. */
export const publicPageInit = {
  headers: { "Cache-Control": CACHE.publicPage },
} as const;

/** A crawler-facing text resource (sitemap, feed, robots.txt). */
export function feedResponse(body: string, contentType: string) {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": CACHE.publicFeed,
    },
  });
}

/** Whether the client takes gzip (and hasn't refused it with q=0). */
export function acceptsGzip(request: Request) {
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  return (
    /(?:^|,)\s*(?:gzip|\*)\s*(?:;|,|$)/.test(accepted) &&
    !/(?:^|,)\s*gzip\s*;\s*q=0(?:\.0*)?\s*(?:,|$)/.test(accepted)
  );
}
