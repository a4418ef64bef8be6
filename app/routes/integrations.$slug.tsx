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
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import { IntegrationPairVisual } from "~/components/product/integration-pair-visual";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { fillIn } from "~/lib/content/fill-in";
import { LIST_MESSAGES, NAV_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

/** How many integrations of the same category the page suggests. */
const RELATED_INTEGRATIONS = 3;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const store = getContentStore();
  const integration = store.integration(params.slug ?? "");
  if (!integration) pageNotFound(new URL(request.url).pathname);
  const html = await store.body("integrations", integration.slug);
  const { previous, next } = neighboursOf(
    store.index.integrations,
    integration.slug,
  );

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: `/integrations/${integration.slug}`,
    title: `${integration.name} integration`,
    description: integration.summary,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Integrations", path: "/integrations" },
      { name: integration.name, path: `/integrations/${integration.slug}` },
    ],
  };
  return data(
    {
      integration,
      html,
      processes: integration.processes.flatMap((slug) => {
        const process = store.businessProcess(slug);
        return process
          ? [
              {
                slug,
                title: process.title,
                summary: process.summary,
                category: process.category,
              },
            ]
          : [];
      }),
      related: store.index.integrations
        .filter(
          (other) =>
            other.category === integration.category &&
            other.slug !== integration.slug,
        )
        .slice(0, RELATED_INTEGRATIONS)
        .map(({ slug, name, logo, summary }) => ({
          slug,
          name,
          logo,
          summary,
        })),
      previous: previous
        ? { href: `/integrations/${previous.slug}`, title: previous.name }
        : null,
      next: next
        ? { href: `/integrations/${next.slug}`, title: next.name }
        : null,
      seo,
    },
    publicPageInit,
  );
}

export default function Integration() {
  const { integration, html, processes, related, previous, next, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={`${integration.category} integration`}
        title={integration.name}
        lead={integration.summary}
        aside={
          <IntegrationPairVisual
            name={integration.name}
            logo={integration.logo}
            processes={processes.map((process) => process.title)}
          />
        }
      >
        <CtaActions className="mt-10" />
        <div className="mt-6">
          <a
            href={integration.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-mint-300 underline-offset-4 hover:underline"
          >
            {LIST_MESSAGES.integrations.visitWebsite(integration.name)}
            <span className="sr-only">{NAV_MESSAGES.opensInNewTab}</span>
          </a>
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-[1240px] gap-12 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Prose html={html} />
        <aside aria-labelledby="processes-served">
          <h3 id="processes-served" className="heading-3 text-ink-950">
            {LIST_MESSAGES.integrations.processesServed}
          </h3>
          <ul className="mt-4 space-y-3">
            {processes.map((process) => (
              <li key={process.slug}>
                <Link
                  to={`/integration-process/${integration.slug}/${process.slug}`}
                  className="block rounded-xl p-4 ring-1 ring-ink-200 hover:bg-ink-50"
                >
                  <span className="block font-semibold text-ink-950">
                    {fillIn(DIRECTORIES.integrations.pairName, {
                      process: process.title,
                      integration: integration.name,
                    })}
                  </span>
                  <span className="mt-1 block text-sm text-ink-700">
                    {process.summary}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {related.length > 0 ? (
        <section
          aria-labelledby="related-integrations"
          className="bg-ink-50 py-16"
        >
          <div className="mx-auto max-w-[1240px] px-5">
            <h2 id="related-integrations" className="heading-2 text-ink-950">
              {fillIn(DIRECTORIES.integrations.moreInCategory, {
                category: integration.category,
              })}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <EntryCard
                    href={`/integrations/${other.slug}`}
                    title={other.name}
                    summary={other.summary}
                    logo={other.logo}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <NeighbourNav
        label={LIST_MESSAGES.integrations.more}
        previous={previous}
        next={next}
      />
      <CtaBand
        title={fillIn(DIRECTORIES.integrations.ctaTitle, {
          name: integration.name,
        })}
        lead={DIRECTORIES.integrations.ctaLead}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
