// The pages that get a card, and what each one tells link previews. Every URL of the XML
// sitemaps is asked of the built app: its route's loader runs as for a GET, the way prerendering
// would, so a card shows exactly the title and section that the page's meta carries, and no
// second list of titles can drift from the pages.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { z } from "zod";
import { SITEMAP_SECTIONS, sectionUrls } from "~/lib/content/sitemaps.server";
import type { ContentStore } from "~/lib/content/store.server";
import { ogCardOf, type OgCard } from "~/lib/og-card";

/** The sitemaps' URLs as paths ("/blog/a-post"), in their order. */
export const sitemapPaths = (store: ContentStore): string[] =>
  SITEMAP_SECTIONS.flatMap((section) =>
    sectionUrls(store, section, "").map((url) => url.loc),
  );

type RouteBase = { id: string; path?: string; caseSensitive?: boolean };
type RouteNode =
  | (RouteBase & { index: true })
  | (RouteBase & { index?: false; children: RouteNode[] });

function routeTree(
  routes: ServerBuild["routes"],
  parentId: string | undefined,
): RouteNode[] {
  return Object.values(routes).flatMap((route) =>
    route && route.parentId === parentId
      ? [
          {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            ...(route.index
              ? { index: true as const }
              : { children: routeTree(routes, route.id) }),
          },
        ]
      : [],
  );
}

const pageDataSchema = z.object({
  seo: z.object({
    path: z.string(),
    title: z.string(),
    breadcrumbs: z.array(z.object({ name: z.string() })),
  }),
});
// A loader answers `data(value, init)` (single fetch) or the value itself.
const loaderResultSchema = z.union([
  z
    .object({ type: z.literal("DataWithResponseInit"), data: pageDataSchema })
    .transform((result) => result.data),
  pageDataSchema,
]);

export class PageCardError extends Error {
  override name = "PageCardError";
}

/** The card of one page of the sitemaps, from its loader's PageSeo. */
export async function pageCard(
  build: ServerBuild,
  path: string,
): Promise<OgCard> {
  const matches = matchRoutes(routeTree(build.routes, undefined), path);
  const leaf = matches?.at(-1);
  const loader = leaf ? build.routes[leaf.route.id]?.module.loader : undefined;
  if (!leaf || !loader) {
    throw new PageCardError(`${path}: no route with a loader answers it`);
  }
  const request = new Request(new URL(path, "http://localhost"));
  let result: unknown;
  try {
    // No response is rendered, so no script needs a nonce.
    const context = { cspNonce: "" };
    result = await loader({ request, params: leaf.params, context });
  } catch (thrown) {
    const what =
      thrown instanceof Response ? `a ${thrown.status} response` : thrown;
    throw new PageCardError(`${path}: the loader threw ${String(what)}`);
  }
  const parsed = loaderResultSchema.safeParse(result);
  if (!parsed.success) {
    throw new PageCardError(`${path}: the loader's data has no PageSeo`);
  }
  const { seo } = parsed.data;
  if (seo.path !== path) {
    throw new PageCardError(
      `${path}: the sitemap lists it, but the page's canonical path is ${seo.path}`,
    );
  }
  return ogCardOf(seo);
}
