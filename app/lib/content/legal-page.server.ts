import { data } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { PageSeo } from "~/lib/seo";
import type { LegalSlug } from "./model";
import { getContentStore } from "./store.server";

/** The loader of /privacy and /terms-of-service: the compiled page, its sections and its SEO. */
export async function loadLegalPage(slug: LegalSlug) {
  const store = getContentStore();
  const page = store.legal(slug);
  const path = `/${slug}`;
  if (!page) pageNotFound(path);
  const html = await store.body("legal", slug);
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path,
    title: page.title,
    description: page.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: page.title, path },
    ],
  };
  const others = store.index.legal
    .filter((other) => other.slug !== slug)
    .map((other) => ({ path: `/${other.slug}`, title: other.title }));
  return data({ page, html, others, seo }, publicPageInit);
}

/** The type of a route loader that answers with loadLegalPage. */
export type LegalPageLoader = () => ReturnType<typeof loadLegalPage>;
