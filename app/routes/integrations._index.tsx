import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntryCard } from "~/components/content/cards";
import {
  CATEGORY_PARAM,
  EntryDirectory,
} from "~/components/content/entry-directory";
import { PageHero } from "~/components/content/page-hero";
import { INTEGRATION_CATEGORIES } from "~/lib/content/vocabulary";
import { filterList } from "~/lib/content/list-filter.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION =
  "Aden connects to the accounting, construction, communication and payment tools your teams already use, and automates the work between them.";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { integrations } = getContentStore().index;
  const filtered = filterList(
    url,
    CATEGORY_PARAM,
    integrations,
    (entry) => entry.category,
    INTEGRATION_CATEGORIES,
  );
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
      categories: filtered.choices,
      selected: filtered.selected?.slug ?? null,
      logos: integrations.map(({ slug, name, logo }) => ({ slug, name, logo })),
      integrations: filtered.entries.map(
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
  const { categories, selected, logos, integrations, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow="Integrations"
        title="Connect the tools your teams already use"
        lead={DESCRIPTION}
        aside={<LogoCloud logos={logos} />}
      />
      <EntryDirectory
        title="All integrations"
        filterLabel="Filter integrations by category"
        path="/integrations"
        allLabel="All categories"
        choices={categories}
        selected={selected}
        entries={integrations}
        renderEntry={(integration) => (
          <EntryCard
            href={`/integrations/${integration.slug}`}
            title={integration.name}
            eyebrow={integration.category}
            summary={integration.summary}
            logo={integration.logo}
          />
        )}
      />
      <CtaBand />
    </>
  );
}

/** Every integration's mark, as a tilted wall beside the hero's text. */
function LogoCloud({
  logos,
}: {
  logos: ReadonlyArray<{ slug: string; name: string; logo: string }>;
}) {
  return (
    <ul
      aria-label="Connected tools"
      className="grid grid-cols-7 gap-2 sm:gap-3 lg:-rotate-3"
    >
      {logos.map((logo) => (
        <li
          key={logo.slug}
          className="rounded-xl bg-white/5 p-1 ring-1 ring-white/10 sm:p-1.5"
        >
          <img
            src={logo.logo}
            alt={logo.name}
            width={64}
            height={64}
            className="w-full rounded-[10px]"
          />
        </li>
      ))}
    </ul>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
