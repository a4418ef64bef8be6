import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EntryCard } from "~/components/content/cards";
import { NeighbourNav, neighboursOf } from "~/components/content/neighbour-nav";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { StepList } from "~/components/content/step-list";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import { ProcessRunVisual } from "~/components/product/process-run-visual";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { fillIn } from "~/lib/content/fill-in";
import { LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

/** How many processes of the same category the page suggests. */
const RELATED_PROCESSES = 3;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const store = getContentStore();
  const process = store.businessProcess(params.slug ?? "");
  if (!process) pageNotFound(new URL(request.url).pathname);
  const html = await store.body("business-processes", process.slug);
  const { previous, next } = neighboursOf(
    store.index.businessProcesses,
    process.slug,
  );

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: `/business-processes/${process.slug}`,
    title: `${process.title} automation`,
    description: process.summary,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Business processes", path: "/business-processes" },
      { name: process.title, path: `/business-processes/${process.slug}` },
    ],
  };
  return data(
    {
      process,
      html,
      integrations: process.integrations.flatMap((slug) => {
        const integration = store.integration(slug);
        return integration
          ? [
              {
                slug,
                name: integration.name,
                logo: integration.logo,
                summary: integration.summary,
              },
            ]
          : [];
      }),
      related: store.index.businessProcesses
        .filter(
          (other) =>
            other.category === process.category && other.slug !== process.slug,
        )
        .slice(0, RELATED_PROCESSES)
        .map(({ slug, title, summary }) => ({ slug, title, summary })),
      previous: previous
        ? {
            href: `/business-processes/${previous.slug}`,
            title: previous.title,
          }
        : null,
      next: next
        ? { href: `/business-processes/${next.slug}`, title: next.title }
        : null,
      seo,
    },
    publicPageInit,
  );
}

export default function BusinessProcess() {
  const { process, html, integrations, related, previous, next, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={`${process.category} process`}
        title={process.title}
        lead={process.summary}
        asideLayout="top"
        aside={<ProcessRunVisual title={process.title} steps={process.steps} />}
      >
        <CtaActions className="mt-10" />
      </PageHero>
      <div className="mx-auto grid max-w-[1240px] gap-12 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <section aria-labelledby="process-steps">
            <h2 id="process-steps" className="heading-2 text-ink-950">
              {LIST_MESSAGES.businessProcesses.howItRuns}
            </h2>
            <StepList steps={process.steps} />
          </section>
          <Prose html={html} className="mt-12" />
        </div>
        <aside aria-labelledby="integrations-used">
          <h3 id="integrations-used" className="heading-3 text-ink-950">
            {LIST_MESSAGES.businessProcesses.integrationsUsed}
          </h3>
          {integrations.length > 0 ? (
            <ul className="mt-4 space-y-3">
              {integrations.map((integration) => (
                <li key={integration.slug}>
                  <Link
                    to={`/integration-process/${integration.slug}/${process.slug}`}
                    className="flex items-center gap-3 rounded-xl p-4 ring-1 ring-ink-200 hover:bg-ink-50"
                  >
                    <img
                      src={integration.logo}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-lg bg-ink-50 object-contain"
                    />
                    <span className="font-semibold text-ink-950">
                      {fillIn(DIRECTORIES.integrations.pairName, {
                        process: process.title,
                        integration: integration.name,
                      })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ink-700">
              {DIRECTORIES.businessProcesses.noIntegrations}
            </p>
          )}
        </aside>
      </div>
      {related.length > 0 ? (
        <section
          aria-labelledby="related-processes"
          className="bg-ink-50 py-16"
        >
          <div className="mx-auto max-w-[1240px] px-5">
            <h2 id="related-processes" className="heading-2 text-ink-950">
              {fillIn(DIRECTORIES.businessProcesses.moreInCategory, {
                category: process.category.toLowerCase(),
              })}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <EntryCard
                    href={`/business-processes/${other.slug}`}
                    title={other.title}
                    summary={other.summary}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <NeighbourNav
        label={LIST_MESSAGES.businessProcesses.more}
        previous={previous}
        next={next}
      />
      <CtaBand
        title={fillIn(DIRECTORIES.businessProcesses.ctaTitle, {
          process: process.title.toLowerCase(),
        })}
        lead={DIRECTORIES.businessProcesses.ctaLead}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
