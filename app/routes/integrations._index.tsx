import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntryCard } from "~/components/content/cards";
import { CategorySections } from "~/components/content/category-sections";
import { PageHero } from "~/components/content/page-hero";
import { INTEGRATION_CATEGORIES } from "~/lib/content/vocabulary";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION =
  "Aden connects to the accounting, construction, communication and payment tools your teams already use, and automates the work between them.";

export function loader() {
  const { integrations } = getContentStore().index;
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/integrations",
    title: "Integrations",
    description: DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Integrations", path: "/integrations" },
    ],
  };
  return data(
    {
      integrations: integrations.map(
        ({ slug, name, category, logo, summary }) => ({
          slug,
          name,
          category,
          logo,
          summary,
        }),
      ),
      seo,
    },
    publicPageInit,
  );
}

export default function Integrations() {
  const { integrations, seo } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow="Integrations"
        title="Connect the tools your teams already use"
        lead={DESCRIPTION}
      />
      <div className="mx-auto max-w-[1240px] px-5 py-16 sm:py-20">
        <CategorySections
          categories={INTEGRATION_CATEGORIES}
          entries={integrations}
          renderEntry={(integration) => (
            <EntryCard
              href={`/integrations/${integration.slug}`}
              title={integration.name}
              summary={integration.summary}
              logo={integration.logo}
            />
          )}
        />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta(data.seo) : notFoundMeta();

export const headers = loaderCacheControl;
