import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { FilterBar } from "~/components/content/filter-chip";
import { PageHero } from "~/components/content/page-hero";
import { ResultTiles } from "~/components/content/result-tiles";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { filterList, filterSlug } from "~/lib/content/list-filter.server";
import { getContentStore } from "~/lib/content/store.server";
import { cx } from "~/lib/cx";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

const DESCRIPTION =
  "How a mechanical contractor, a manufacturer, a healthcare provider and a media production company moved their orders, invoices, hours and certifications onto Aden.";

/** The filter's GET parameter: `?industry=healthcare`, so it works without JavaScript. */
const INDUSTRY_PARAM = "industry";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const stories = getContentStore().index.caseStudies.map(
    ({ slug, customer, industry, summary, results, quote }) => ({
      slug,
      customer,
      industry,
      industrySlug: filterSlug(industry),
      summary,
      results,
      quote,
    }),
  );
  const filtered = filterList(
    url,
    INDUSTRY_PARAM,
    stories,
    (story) => story.industry,
  );

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    // Filtered views are views of this one page.
    path: "/customers",
    title: "Customer stories",
    description: DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Customers", path: "/customers" },
    ],
  };
  return data(
    {
      wordmarks: stories.map(({ slug, customer, industry }) => ({
        slug,
        customer,
        industry,
      })),
      industries: filtered.choices,
      selected: filtered.selected?.slug ?? null,
      stories: filtered.entries,
      seo,
    },
    publicPageInit,
  );
}

export default function Customers() {
  const { wordmarks, industries, selected, stories, seo } =
    useLoaderData<typeof loader>();
  const selectedName =
    industries.find((industry) => industry.slug === selected)?.name ?? null;
  return (
    <>
      <PageHero
        aside={<WordmarkWall wordmarks={wordmarks} />}
        crumbs={seo.breadcrumbs}
        eyebrow="Customers"
        title="How teams that build, make and care run on Aden"
        lead="Contractors, manufacturers, clinics and production studios use Aden to move orders, invoices, hours and certifications from one system to the next without re-keying them. Here is what changed for four of them."
      ></PageHero>
      <section
        id="stories"
        aria-labelledby="stories-title"
        className="scroll-mt-20 bg-ink-50 py-16 sm:py-24"
      >
        <Container>
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h2 id="stories-title" className="heading-2 text-ink-950">
                {selectedName ? `${selectedName} stories` : "Customer stories"}
              </h2>
              <p className="mt-2 text-ink-700">
                {selectedName
                  ? `${count(stories.length, "story", "stories")} from ${selectedName.toLowerCase()}`
                  : `${count(stories.length, "story", "stories")} from ${count(industries.length, "industry", "industries")}`}
              </p>
            </div>
            <FilterBar
              label="Filter stories by industry"
              path="/customers"
              param={INDUSTRY_PARAM}
              hash="#stories"
              allLabel="All industries"
              choices={industries}
              selected={selected}
            />
          </div>
          <ul className="mt-10 space-y-8">
            {stories.map((story) => (
              <li key={story.slug}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand
        title="Your process could be the next story"
        lead="Start free with your own documents, or book a 30-minute call and we will map the first workflow with you, as we did with each team above."
      />
    </>
  );
}

type Wordmark = ReturnType<
  typeof useLoaderData<typeof loader>
>["wordmarks"][number];

/** The four customers' wordmarks, set in type, beside the hero's title. */
function WordmarkWall({ wordmarks }: { wordmarks: Wordmark[] }) {
  return (
    <ul
      aria-label="Customers with a published story"
      className="grid grid-cols-2 gap-3"
    >
      {wordmarks.map((wordmark) => (
        <li
          key={wordmark.slug}
          className="flex h-28 flex-col justify-between rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:h-32"
        >
          <CustomerWordmark
            slug={wordmark.slug}
            name={wordmark.customer}
            className="text-lg text-white sm:text-2xl"
          />
          <span className="text-xs font-medium tracking-wider text-ink-300 uppercase">
            {wordmark.industry}
          </span>
        </li>
      ))}
    </ul>
  );
}

const count = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

type Story = ReturnType<typeof useLoaderData<typeof loader>>["stories"][number];

function StoryCard({ story }: { story: Story }) {
  const headingId = `story-${story.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-10 rounded-2xl bg-white p-6 ring-1 ring-ink-100 sm:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14"
    >
      <div className="flex flex-col">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {story.industry}
        </p>
        <h3 id={headingId} className="mt-3 text-3xl text-ink-950">
          <CustomerWordmark slug={story.slug} name={story.customer} />
        </h3>
        <p className="mt-4 leading-7 text-ink-700">{story.summary}</p>
        <figure className="mt-6 border-l-2 border-mint-400 pl-4">
          <blockquote className="leading-7 text-ink-900">
            <p>“{story.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-ink-600">
            {story.quote.attribution}
          </figcaption>
        </figure>
        <p className="mt-8 lg:mt-auto lg:pt-8">
          <Link
            to={`/case-studies/${story.slug}`}
            prefetch="intent"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            Read the {story.customer} story
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      </div>
      <div>
        <h4 className="sr-only">Results for {story.customer}</h4>
        <ResultTiles
          results={story.results}
          surface="tint"
          size="md"
          className={cx(
            "gap-4",
            story.results.length % 2 === 0 && "sm:grid-cols-2",
          )}
        />
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta(data.seo) : notFoundMeta();

export const headers = loaderCacheControl;
