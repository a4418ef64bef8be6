import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSitemaps } from "~/lib/content/sitemaps.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { feedResponse, pageNotFound } from "~/lib/http.server";

/** /sitemaps/{section}.xml and, past 50,000 URLs, /sitemaps/{section}-{n}.xml. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const sitemaps = getSitemaps(getContentStore(), getEnv().siteUrl);
  const xml = sitemaps.fileXml(params.file ?? "");
  if (xml === null) pageNotFound(new URL(request.url).pathname);
  return feedResponse(xml, "application/xml");
}
