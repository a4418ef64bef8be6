import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as eagerCards from "~/components/content/cards";
import { formatDay } from "~/components/content/format";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { ResultCards } from "~/components/content/result-tiles";
import { ProductVisual } from "~/components/product/visuals";
import { Container } from "~/components/sections/container";
import * as eagerQuote from "~/components/sections/quote-card";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";
import { moduleLink, storyPicture } from "~/lib/module-picture.server";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { CASE_STUDY_MESSAGES, LIST_MESSAGES } from "~/lib/messages";

// The quote and the other stories' cards, far down the page, have nothing but links: the
// browser keeps the server's HTML of them and hydrates them when idle.
const QuoteCard = hydrateWhenIdle(
  import.meta.env.SSR ? eagerQuote.QuoteCard : null,
  () =>
    import("~/components/sections/quote-card").then(
      (module) => module.QuoteCard,
    ),
);
const EntryCard = hydrateWhenIdle(
  import.meta.env.SSR ? eagerCards.EntryCard : null,
  () => import("~/components/content/cards").then((module) => module.EntryCard),
);

/** behaviour §2: tc-boiler has the white header; so do the other three, over the same dark hero. */
export const handle: RouteHandle = { whiteHeader: true };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const store = getContentStore();
  const study = store.caseStudy(params.slug ?? "");
  if (!study) pageNotFound(new URL(request.url).pathname);
  const html = await store.body("case-studies", study.slug);
  const path = `/case-studies/${study.slug}`;

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path,
    title: `${study.customer} case study`,
    description: study.summary,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Case studies", path: "/customers" },
      { name: study.customer, path },
    ],
  };
  return data(
    {
      study,
      // The body's `##` sections, so the picture and the quote can stand between them.
      sections: html.split(/(?=<h2[\s>])/).filter((part) => part.trim()),
      modules: study.modules.map(moduleLink),
      picture: storyPicture(study),
      integrations: study.integrations.flatMap((slug) => {
        const entry = store.integration(slug);
        return entry ? [{ slug, name: entry.name, logo: entry.logo }] : [];
      }),
      others: store.index.caseStudies
        .filter((other) => other.slug !== study.slug)
        .map(({ slug, customer, industry, summary }) => ({
          slug,
          customer,
          industry,
          summary,
        })),
      seo,
    },
    publicPageInit,
  );
}

export default function CaseStudy() {
  const { study, sections, modules, picture, integrations, others, seo } =
    useLoaderData<typeof loader>();
  const copy = CASE_STUDY_MESSAGES;
  const [opening, ...rest] = sections;
  const closing = rest.length > 1 ? rest.pop() : undefined;
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={`Case study · ${study.industry}`}
        title={study.customer}
        lead={study.summary}
        aside={
          <FactsPanel
            study={study}
            modules={modules}
            integrations={integrations}
          />
        }
      >
        <p className="mt-6 text-sm text-ink-300">
          {LIST_MESSAGES.blog.published}{" "}
          <time dateTime={study.date} className="whitespace-nowrap">
            {formatDay(study.date)}
          </time>
        </p>
      </PageHero>
      <section aria-labelledby="results" className="bg-ink-50 py-16 sm:py-24">
        <Container>
          <h2 id="results" className="heading-2 text-ink-950">
            {CASE_STUDY_MESSAGES.results}
          </h2>
          <dl className="mt-10 grid gap-px overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-100 sm:grid-cols-3">
            {study.figures.items.map((figure) => (
              <div
                key={figure.label}
                // Value above label, every value on the top line (as on /customers).
                className="flex flex-col-reverse justify-end gap-2 bg-white p-6 sm:p-8"
              >
                <dt className="text-sm leading-6 text-ink-700">
                  {figure.label}
                </dt>
                <dd className="text-4xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-5xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
          {study.figures.status === "confirmed" ? (
            <p className="mt-3 text-sm text-ink-600">{copy.figuresNote}</p>
          ) : null}
          <h3 className="mt-14 heading-3 text-ink-950">{copy.resultsTitle}</h3>
          <ResultCards
            results={study.results}
            className={`mt-6 gap-6 sm:grid-cols-2 ${study.results.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          />
        </Container>
      </section>
      <article className="py-16 sm:py-24">
        <Container>
          {opening ? (
            <Prose
              html={opening}
              className="mx-auto max-w-3xl [&>h2:first-child]:mt-0"
            />
          ) : null}
          {picture ? (
            <figure className="mx-auto my-16 max-w-5xl">
              <ProductVisual visual={picture.visual} />
              <figcaption className="mt-4 text-center text-sm text-ink-600">
                {copy.pictureCaption[picture.from]}: {picture.label}
              </figcaption>
            </figure>
          ) : null}
          {rest.map((section) => (
            <Prose
              key={section.slice(0, 80)}
              html={section}
              className="mx-auto mt-6 max-w-3xl [&>h2:first-child]:mt-0"
            />
          ))}
          <IdleBoundary>
            <QuoteCard
              text={study.quote.text}
              attribution={study.quote.attribution}
              className="mx-auto my-16 max-w-4xl"
            />
          </IdleBoundary>
          {closing ? (
            <Prose
              html={closing}
              className="mx-auto max-w-3xl [&>h2:first-child]:mt-0"
            />
          ) : null}
        </Container>
      </article>
      <section
        aria-labelledby="more-case-studies"
        className="bg-ink-50 py-16 sm:py-24"
      >
        <Container>
          <h2 id="more-case-studies" className="heading-2 text-ink-950">
            {copy.moreStories}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <IdleBoundary>
                  <EntryCard
                    href={`/case-studies/${other.slug}`}
                    eyebrow={other.industry}
                    title={other.customer}
                    summary={other.summary}
                  />
                </IdleBoundary>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand
        title={DIRECTORIES.caseStudies.ctaTitle}
        lead={DIRECTORIES.caseStudies.ctaLead}
      />
    </>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** Who the customer is and what they run, beside the hero's title. */
function FactsPanel({
  study,
  modules,
  integrations,
}: Pick<Loaded, "study" | "modules" | "integrations">) {
  const { facts } = CASE_STUDY_MESSAGES;
  return (
    <div className="rounded-2xl bg-white/[0.06] p-6 ring-1 ring-white/15 sm:p-8">
      <CustomerWordmark
        slug={study.slug}
        name={study.customer}
        className="text-2xl text-white"
      />
      <dl className="mt-6 grid gap-5 border-t border-white/10 pt-6 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-300">{facts.industry}</dt>
          <dd className="mt-1 font-medium text-white">{study.industry}</dd>
        </div>
        <div>
          <dt className="text-ink-300">{facts.teamSize}</dt>
          <dd className="mt-1 font-medium text-white">{study.teamSize}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-300">{facts.modules}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {modules.map((module) => (
                <li key={module.slug}>
                  <Link
                    to={module.path}
                    prefetch="intent"
                    className="inline-flex h-8 items-center rounded-full bg-white/10 px-3 font-medium text-white ring-1 ring-white/15 hover:bg-white/20"
                  >
                    {module.label}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-300">{facts.integrations}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {integrations.map((integration) => (
                <li key={integration.slug}>
                  <Link
                    to={`/integrations/${integration.slug}`}
                    prefetch="intent"
                    className="inline-flex items-center gap-2 font-medium text-white hover:underline hover:underline-offset-4"
                  >
                    <img
                      src={integration.logo}
                      alt=""
                      width={28}
                      height={28}
                      className="size-7 rounded-lg"
                    />
                    {integration.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
