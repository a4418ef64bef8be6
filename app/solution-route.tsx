import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SolutionTemplate } from "~/components/solution/solution-template";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import {
  solutionRouteFor,
  solutionSeo,
  solutionView,
} from "~/lib/solutions/pages.server";

/**
 * The route module of every module and industry page: app/routes.ts registers it once per path
 * (docs/decisions/022), and the loader picks the page's data by the request's path. It lives
 * outside app/routes/ so the file-system routes don't register it a thirteenth time.
 */
export const handle: RouteHandle = { whiteHeader: true };

/** Where the middle breadcrumb leads: the home page's lists of modules and industries. */
const SECTION_CRUMBS = {
  module: { name: "Modules", path: "/#modules" },
  industry: { name: "Industries", path: "/#industries" },
} as const;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const route = solutionRouteFor(url.pathname) ?? pageNotFound(url.pathname);
  // Paths match case-insensitively: /ecommerce is /eCommerce, under its one canonical URL.
  if (url.pathname !== route.path) {
    throw redirect(`${route.path}${url.search}`, 301);
  }
  const { title, description } = solutionSeo(route.slug);
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: route.path,
    title,
    description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      SECTION_CRUMBS[route.kind],
      { name: route.label, path: route.path },
    ],
  };
  return data(
    { page: solutionView(route.slug, getContentStore()), seo },
    publicPageInit,
  );
}

export default function SolutionPage() {
  const { page, seo } = useLoaderData<typeof loader>();
  return <SolutionTemplate page={page} crumbs={seo.breadcrumbs} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
