import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntryCard } from "~/components/content/cards";
import { formatDay } from "~/components/content/format";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { ResultTiles } from "~/components/content/result-tiles";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";

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
      html,
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
  const { study, html, others, seo } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={`Case study · ${study.industry}`}
        title={study.customer}
        lead={study.summary}
        aside={
          <figure className="rounded-2xl bg-white/[0.05] p-8 ring-1 ring-white/10">
            <CustomerWordmark
              slug={study.slug}
              name={study.customer}
              className="text-2xl text-white"
            />
            <blockquote className="mt-6 text-xl leading-8 font-medium text-white">
              <p>“{study.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm text-mint-300">
              {study.quote.attribution}
            </figcaption>
          </figure>
        }
      >
        <p className="mt-6 text-sm text-ink-300">
          Published <time dateTime={study.date}>{formatDay(study.date)}</time>
        </p>
      </PageHero>
      <section aria-labelledby="results" className="bg-ink-50 py-16">
        <div className="mx-auto max-w-[1240px] px-5">
          <h2 id="results" className="heading-2 text-ink-950">
            Results
          </h2>
          <ResultTiles
            results={study.results}
            className={`mt-8 gap-6 sm:grid-cols-2 ${study.results.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          />
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-5 py-16">
        <Prose html={html} />
      </div>
      <section aria-labelledby="more-case-studies" className="bg-ink-50 py-16">
        <div className="mx-auto max-w-[1240px] px-5">
          <h2 id="more-case-studies" className="heading-2 text-ink-950">
            More customer stories
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <EntryCard
                  href={`/case-studies/${other.slug}`}
                  eyebrow={other.industry}
                  title={other.customer}
                  summary={other.summary}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title="See what Aden would change for your team"
        lead="Start free with one process, or book a 30-minute call and we will map it against how you work today."
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta(data.seo) : notFoundMeta();

export const headers = loaderCacheControl;
