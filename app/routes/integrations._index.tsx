import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IntegrationGroups } from "~/components/content/directory-cards";
import { CATEGORY_PARAM, ListPage } from "~/components/content/entry-directory";
import { INTEGRATION_CATEGORIES } from "~/lib/content/vocabulary";
import { filterList, filterSlug } from "~/lib/content/list-filter.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION = DIRECTORIES.integrations.description;

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
      // In the vocabulary's order, each category under its own heading.
      groups: INTEGRATION_CATEGORIES.flatMap((category) => {
        const entries = filtered.entries
          .filter((entry) => entry.category === category)
          .map(({ slug, name, logo, summary }) => ({
            slug,
            name,
            logo,
            summary,
          }));
        return entries.length > 0
          ? [{ slug: filterSlug(category), name: category, entries }]
          : [];
      }),
      seo,
    },
    publicPageInit,
  );
}

export default function Integrations() {
  const { categories, selected, logos, groups, seo } =
    useLoaderData<typeof loader>();
  return (
    <ListPage
      crumbs={seo.breadcrumbs}
      eyebrow={LIST_MESSAGES.integrations.eyebrow}
      title={DIRECTORIES.integrations.title}
      lead={DESCRIPTION}
      aside={<LogoCloud logos={logos} />}
      listTitle={LIST_MESSAGES.integrations.listTitle}
      filterLabel={LIST_MESSAGES.integrations.filterLabel}
      path="/integrations"
      choices={categories}
      selected={selected}
    >
      <IntegrationGroups groups={groups} />
    </ListPage>
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
      aria-label={LIST_MESSAGES.integrations.connectedTools}
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
