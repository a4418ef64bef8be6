import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntryCard } from "~/components/content/cards";
import { CategorySections } from "~/components/content/category-sections";
import { PageHero } from "~/components/content/page-hero";
import { BUSINESS_PROCESS_CATEGORIES } from "~/lib/content/vocabulary";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION =
  "Ready-made automations for the finance, operations, people and compliance work every growing company repeats each week.";

export function loader() {
  const { businessProcesses } = getContentStore().index;
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/business-processes",
    title: "Business processes",
    description: DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Business processes", path: "/business-processes" },
    ],
  };
  return data(
    {
      processes: businessProcesses.map(
        ({ slug, title, category, summary }) => ({
          slug,
          title,
          category,
          summary,
        }),
      ),
      seo,
    },
    publicPageInit,
  );
}

export default function BusinessProcesses() {
  const { processes, seo } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow="Business processes"
        title="Automations for the work every company repeats"
        lead={DESCRIPTION}
      />
      <div className="mx-auto max-w-[1240px] px-5 py-16 sm:py-20">
        <CategorySections
          categories={BUSINESS_PROCESS_CATEGORIES}
          entries={processes}
          renderEntry={(process) => (
            <EntryCard
              href={`/business-processes/${process.slug}`}
              title={process.title}
              summary={process.summary}
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
