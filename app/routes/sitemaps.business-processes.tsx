import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HtmlSitemap } from "~/components/content/html-sitemap";
import { htmlSitemapLoader } from "~/lib/content/html-sitemaps.server";
import { loaderCacheControl } from "~/lib/headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

export function loader() {
  return htmlSitemapLoader("business-processes");
}

export default function BusinessProcessesSitemap() {
  return <HtmlSitemap {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta(data.seo) : [];

export const headers = loaderCacheControl;
