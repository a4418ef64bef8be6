import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/content/page-hero";
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

export const handle: RouteHandle = { whiteHeader: true };

/** A page for each pair both entries declare, written from the two of them. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const store = getContentStore();
  const pair = store.pair(params.integration ?? "", params.process ?? "");
  if (!pair) pageNotFound(new URL(request.url).pathname);
  const { integration, process } = pair;
  const path = `/integration-process/${integration.slug}/${process.slug}`;
  const title = fillIn(DIRECTORIES.integrations.pairName, {
    process: process.title,
    integration: integration.name,
  });

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path,
    title,
    description: fillIn(DIRECTORIES.integrations.pairDescription, {
      summary: process.summary,
      integration: integration.name,
    }),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Integrations", path: "/integrations" },
      { name: integration.name, path: `/integrations/${integration.slug}` },
      { name: title, path },
    ],
  };
  return data(
    {
      title,
      integration: {
        slug: integration.slug,
        name: integration.name,
        category: integration.category,
        logo: integration.logo,
        summary: integration.summary,
      },
      process: {
        slug: process.slug,
        title: process.title,
        category: process.category,
        summary: process.summary,
        steps: process.steps,
      },
      otherIntegrations: process.integrations
        .filter((slug) => slug !== integration.slug)
        .flatMap((slug) => {
          const other = store.integration(slug);
          return other ? [{ slug, name: other.name }] : [];
        }),
      otherProcesses: integration.processes
        .filter((slug) => slug !== process.slug)
        .flatMap((slug) => {
          const other = store.businessProcess(slug);
          return other ? [{ slug, title: other.title }] : [];
        }),
      seo,
    },
    publicPageInit,
  );
}

export default function IntegrationProcess() {
  const {
    title,
    integration,
    process,
    otherIntegrations,
    otherProcesses,
    seo,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={`${process.category} · ${integration.category}`}
        title={title}
        lead={process.summary}
        asideLayout="top"
        aside={<ProcessRunVisual title={title} steps={process.steps} />}
      >
        <CtaActions className="mt-10" />
      </PageHero>
      <div className="mx-auto grid max-w-[1240px] gap-12 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="pair-steps">
          <h2 id="pair-steps" className="heading-2 text-ink-950">
            {fillIn(DIRECTORIES.integrations.pairTitle, {
              process: process.title.toLowerCase(),
              integration: integration.name,
            })}
          </h2>
          <p className="mt-4 leading-7 text-ink-700">
            {fillIn(DIRECTORIES.integrations.pairLead, {
              integration: integration.name,
            })}
          </p>
          <StepList steps={process.steps} />
        </section>
        <aside className="space-y-8">
          <section
            aria-labelledby="about-integration"
            className="rounded-2xl p-6 ring-1 ring-ink-200"
          >
            <div className="flex items-center gap-3">
              <img
                src={integration.logo}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-lg bg-ink-50 object-contain"
              />
              <h3 id="about-integration" className="heading-3 text-ink-950">
                {fillIn(DIRECTORIES.integrations.aboutIntegration, {
                  integration: integration.name,
                })}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-6 text-ink-700">
              {integration.summary}
            </p>
            <Link
              to={`/integrations/${integration.slug}`}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {fillIn(DIRECTORIES.integrations.integrationLink, {
                integration: integration.name,
              })}
            </Link>
          </section>
          <section
            aria-labelledby="about-process"
            className="rounded-2xl p-6 ring-1 ring-ink-200"
          >
            <h3 id="about-process" className="heading-3 text-ink-950">
              {fillIn(DIRECTORIES.integrations.aboutProcess, {
                process: process.title.toLowerCase(),
              })}
            </h3>
            <p className="mt-3 text-sm leading-6 text-ink-700">
              {process.summary}
            </p>
            <Link
              to={`/business-processes/${process.slug}`}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {fillIn(DIRECTORIES.integrations.processLink, {
                process: process.title.toLowerCase(),
              })}
            </Link>
          </section>
        </aside>
      </div>
      {otherIntegrations.length > 0 || otherProcesses.length > 0 ? (
        <div className="bg-ink-50 py-16">
          <div className="mx-auto grid max-w-[1240px] gap-12 px-5 md:grid-cols-2">
            {otherIntegrations.length > 0 ? (
              <PairLinks
                id="other-integrations"
                heading={fillIn(DIRECTORIES.integrations.otherTools, {
                  process: process.title,
                })}
                links={otherIntegrations.map((other) => ({
                  href: `/integration-process/${other.slug}/${process.slug}`,
                  label: fillIn(DIRECTORIES.integrations.pairName, {
                    process: process.title,
                    integration: other.name,
                  }),
                }))}
              />
            ) : null}
            {otherProcesses.length > 0 ? (
              <PairLinks
                id="other-processes"
                heading={fillIn(DIRECTORIES.integrations.moreWith, {
                  integration: integration.name,
                })}
                links={otherProcesses.map((other) => ({
                  href: `/integration-process/${integration.slug}/${other.slug}`,
                  label: fillIn(DIRECTORIES.integrations.pairName, {
                    process: other.title,
                    integration: integration.name,
                  }),
                }))}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      <CtaBand />
    </>
  );
}

function PairLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="heading-3 text-ink-950">
        {heading}
      </h3>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
