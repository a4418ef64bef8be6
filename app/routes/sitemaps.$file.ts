import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/lib/cache.server";
import { getSitemaps } from "~/lib/content/sitemaps.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { acceptsGzip, feedResponse, pageNotFound } from "~/lib/http.server";

/** /sitemaps/{section}.xml and, past 50,000 URLs, /sitemaps/{section}-{n}.xml. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const sitemaps = getSitemaps(getContentStore(), getEnv().siteUrl);
  const sitemap = sitemaps.file(params.file ?? "");
  if (!sitemap) pageNotFound(new URL(request.url).pathname);
  if (!acceptsGzip(request))
    return feedResponse(sitemap.xml, "application/xml");
  // Compressed once and kept: server.ts's compression leaves an encoded body alone.
  return new Response(sitemap.gzipped(), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Encoding": "gzip",
      Vary: "Accept-Encoding",
      "Cache-Control": CACHE.publicFeed,
    },
  });
}
