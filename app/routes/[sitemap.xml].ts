import { getSitemaps } from "~/lib/content/sitemaps.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { feedResponse } from "~/lib/http.server";

/** The sitemap index: one XML sitemap per section (and per 50,000 URLs of a section). */
export function loader() {
  const sitemaps = getSitemaps(getContentStore(), getEnv().siteUrl);
  return feedResponse(sitemaps.indexXml(), "application/xml");
}
