import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProcessCard } from "~/components/content/directory-cards";
import { CATEGORY_PARAM, ListPage } from "~/components/content/entry-directory";
import { gridColumns } from "~/components/sections/grid-columns";
import { BUSINESS_PROCESS_CATEGORIES } from "~/lib/content/vocabulary";
import { filterList } from "~/lib/content/list-filter.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { cx } from "~/lib/cx";
import * as eagerRunVisual from "~/components/product/process-run-visual";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION = DIRECTORIES.businessProcesses.description;

const FEATURED_PROCESS = "invoice-approval";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const store = getContentStore();
  const { businessProcesses } = store.index;
  const filtered = filterList(
    url,
    CATEGORY_PARAM,
    businessProcesses,
    (entry) => entry.category,
    BUSINESS_PROCESS_CATEGORIES,
  );
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
      categories: filtered.choices,
      selected: filtered.selected?.slug ?? null,
      // The hero shows the process most teams start with.
      featured:
        businessProcesses.find((entry) => entry.slug === FEATURED_PROCESS) ??
        null,
      processes: filtered.entries.map(
        ({ slug, title, category, summary, steps, integrations }) => ({
          slug,
          title,
          category,
          summary,
          stepCount: steps.length,
          integrations: integrations.flatMap((name) => {
            const integration = store.integration(name);
            return integration
              ? [
                  {
                    slug: integration.slug,
                    name: integration.name,
                    logo: integration.logo,
                  },
                ]
              : [];
          }),
        }),
      ),
      seo,
    },
    publicPageInit,
  );
}

// The hero's picture of a process run has nothing to click: it hydrates when idle.
const ProcessRunVisual = hydrateWhenIdle(
  import.meta.env.SSR ? eagerRunVisual.ProcessRunVisual : null,
  () =>
    import("~/components/product/process-run-visual").then(
      (module) => module.ProcessRunVisual,
    ),
);

export default function BusinessProcesses() {
  const { categories, selected, featured, processes, seo } =
    useLoaderData<typeof loader>();
  return (
    <ListPage
      crumbs={seo.breadcrumbs}
      eyebrow={LIST_MESSAGES.businessProcesses.eyebrow}
      title={DIRECTORIES.businessProcesses.title}
      lead={DESCRIPTION}
      aside={
        featured ? (
          <IdleBoundary>
            <ProcessRunVisual title={featured.title} steps={featured.steps} />
          </IdleBoundary>
        ) : undefined
      }
      listTitle={LIST_MESSAGES.businessProcesses.listTitle}
      filterLabel={LIST_MESSAGES.businessProcesses.filterLabel}
      path="/business-processes"
      choices={categories}
      selected={selected}
    >
      <ul className={cx("grid gap-6", gridColumns(processes.length))}>
        {processes.map((process) => (
          <li key={process.slug}>
            <ProcessCard process={process} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
