import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import customersCopy from "../../content/pages/customers.yaml";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import { FilterBar } from "~/components/content/filter-chip";
import { PageHero } from "~/components/content/page-hero";
import { ProductVisual } from "~/components/product/visuals";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { filterList, filterSlug } from "~/lib/content/list-filter.server";
import { getContentStore } from "~/lib/content/store.server";
import { cx } from "~/lib/cx";
import { storyPicture } from "~/lib/module-picture.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import type { CustomersPageCopy } from "~/lib/content/page-schemas";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CASE_STUDY_MESSAGES, LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

/** The page's words: content/pages/customers.yaml, checked by the content compiler. */
const COPY = customersCopy as CustomersPageCopy;

/** The filter's GET parameter: `?industry=healthcare`, so it works without JavaScript. */
const INDUSTRY_PARAM = "industry";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const store = getContentStore();
  const stories = store.index.caseStudies.map(
    ({
      slug,
      customer,
      industry,
      headline,
      summary,
      figures,
      quote,
      modules,
    }) => ({
      slug,
      customer,
      industry,
      industrySlug: filterSlug(industry),
      headline,
      summary,
      figures: figures.items,
      quote,
      visual: storyPicture({ industry, modules })?.visual ?? null,
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
    title: COPY.title,
    description: COPY.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: COPY.hero.eyebrow, path: "/customers" },
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
        eyebrow={COPY.hero.eyebrow}
        title={COPY.hero.title}
        lead={COPY.hero.lead}
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
              label={LIST_MESSAGES.customers.filterLabel}
              path="/customers"
              param={INDUSTRY_PARAM}
              hash="#stories"
              allLabel={LIST_MESSAGES.customers.allIndustries}
              choices={industries}
              selected={selected}
            />
          </div>
          <ul className="mt-10 space-y-8">
            {stories.map((story, index) => (
              <li key={story.slug}>
                <StoryCard story={story} index={index} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
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
      aria-label={LIST_MESSAGES.customers.withStory}
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

/**
 * One story. The first is told on a dark band with its quote large; the others alternate the
 * product picture left and right of the text, so no two neighbours share a layout.
 */
function StoryCard({ story, index }: { story: Story; index: number }) {
  const headingId = `story-${story.slug}`;
  const lead = index === 0;
  const pictureFirst = index % 2 === 1;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "grid items-center gap-10 rounded-2xl p-6 sm:p-10 lg:grid-cols-2 lg:gap-16 lg:p-12",
        lead
          ? "relative overflow-hidden bg-ink-950 text-white"
          : "bg-white ring-1 ring-ink-100",
      )}
    >
      {lead ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(36rem_20rem_at_100%_0%,rgb(85_65_230/0.45),transparent),radial-gradient(24rem_14rem_at_0%_100%,rgb(20_184_146/0.2),transparent)]"
        />
      ) : null}
      <div
        className={cx("relative flex flex-col", pictureFirst && "lg:order-2")}
      >
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <CustomerWordmark
            slug={story.slug}
            name={story.customer}
            className={cx("text-2xl", lead ? "text-white" : "text-ink-950")}
          />
          <span
            className={cx(
              "text-xs font-semibold tracking-wider uppercase",
              lead ? "text-mint-300" : "text-brand-700",
            )}
          >
            {story.industry}
          </span>
        </p>
        <h3
          id={headingId}
          className={cx("mt-5 heading-3", lead ? "text-white" : "text-ink-950")}
        >
          {story.headline}
        </h3>
        <p
          className={cx(
            "mt-3 leading-7",
            lead ? "text-ink-200" : "text-ink-700",
          )}
        >
          {story.summary}
        </p>
        <dl
          className={cx(
            "mt-8 grid gap-3 border-t pt-6 sm:grid-cols-3 sm:gap-4",
            lead ? "border-white/15" : "border-ink-100",
          )}
        >
          {story.figures.map((figure) => (
            <div
              key={figure.label}
              // On a phone each figure is a row, its value before its label: three columns of a
              // third of 350 px wrapped a label to six lines. From sm the value shows above its
              // label (a dl gives the term first); justify-end puts every value on the top line,
              // whatever its label's length.
              className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-baseline gap-x-3 sm:flex sm:flex-col-reverse sm:justify-end sm:gap-1"
            >
              <dt
                className={cx(
                  "text-sm leading-5 sm:text-xs",
                  lead ? "text-ink-300" : "text-ink-600",
                )}
              >
                {figure.label}
              </dt>
              <dd
                className={cx(
                  "text-xl font-bold tracking-tight whitespace-nowrap tabular-nums max-sm:order-first sm:text-2xl",
                  lead ? "text-white" : "text-brand-700",
                )}
              >
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8">
          <Link
            to={`/case-studies/${story.slug}`}
            prefetch="intent"
            className={cx(
              "inline-flex items-center gap-2 font-semibold",
              lead
                ? "text-mint-300 hover:text-white"
                : "text-brand-700 hover:text-brand-800",
            )}
          >
            {CASE_STUDY_MESSAGES.readCustomerStory(story.customer)}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      </div>
      <div className={cx("relative", pictureFirst && "lg:order-1")}>
        {lead ? (
          <figure>
            <blockquote className="text-xl leading-8 font-medium text-pretty sm:text-2xl sm:leading-9">
              <p>“{story.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm text-ink-300">
              {story.quote.attribution}
            </figcaption>
          </figure>
        ) : story.visual ? (
          <ProductVisual visual={story.visual} />
        ) : null}
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
