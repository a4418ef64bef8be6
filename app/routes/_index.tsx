import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import homeCopy from "../../content/pages/home.yaml";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import * as eagerCapabilityBento from "~/components/home/capability-bento";
import { Outcomes } from "~/components/home/outcomes";
import * as eagerPlatformGrid from "~/components/home/platform-grid";
import * as eagerStoryRows from "~/components/home/story-rows";
import * as eagerHeroVisual from "~/components/product/home-hero-visual";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionHeading } from "~/components/sections/section-heading";
import { ACTION_ROW, buttonClasses } from "~/components/ui/button";
import { COMPANY } from "~/config/site";
import { INDUSTRIES, MODULES } from "~/config/solutions";
import { loaderCacheControl } from "~/lib/headers";
import { getContentStore } from "~/lib/content/store.server";
import { cx } from "~/lib/cx";
import { dialogHref } from "~/lib/dialog-url";
import { getEnv } from "~/lib/env.server";
import { publicPageInit } from "~/lib/http.server";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import type { HomePageCopy } from "~/lib/content/page-schemas";
import { HOME_MESSAGES } from "~/lib/messages";
import { modulePicture } from "~/lib/module-picture.server";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta, type PageSeo } from "~/lib/seo";

// The hero's product picture has nothing to click: its script loads when the browser is idle.
// The story, the capabilities and the platform grid: long sections of text, pictures and links
// with nothing that needs script, below the first screen. The browser keeps the server's HTML
// (its links work as they are) and hydrates them when idle.
const StoryRows = hydrateWhenIdle(
  import.meta.env.SSR ? eagerStoryRows.StoryRows : null,
  () =>
    import("~/components/home/story-rows").then((module) => module.StoryRows),
);
const CapabilityBento = hydrateWhenIdle(
  import.meta.env.SSR ? eagerCapabilityBento.CapabilityBento : null,
  () =>
    import("~/components/home/capability-bento").then(
      (module) => module.CapabilityBento,
    ),
);
const PlatformGrid = hydrateWhenIdle(
  import.meta.env.SSR ? eagerPlatformGrid.PlatformGrid : null,
  () =>
    import("~/components/home/platform-grid").then(
      (module) => module.PlatformGrid,
    ),
);

const HomeHeroVisual = hydrateWhenIdle(
  import.meta.env.SSR ? eagerHeroVisual.HomeHeroVisual : null,
  () =>
    import("~/components/product/home-hero-visual").then(
      (module) => module.HomeHeroVisual,
    ),
);

export const handle: RouteHandle = { whiteHeader: true };

/** The page's words: content/pages/home.yaml, checked by the content compiler. */
const COPY = homeCopy as HomePageCopy;

export function loader() {
  const { index } = getContentStore();
  const studyOf = (slug: string) => {
    const study = index.caseStudies.find((entry) => entry.slug === slug);
    // content:check refuses a home page naming an unknown study; this guards the types.
    if (!study) throw new Error(`No case study "${slug}"`);
    return study;
  };
  const process = index.businessProcesses.find(
    (entry) => entry.slug === COPY.capabilities.cards.process.slug,
  );
  const quoted = studyOf(COPY.outcomes.quote);
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/",
    title: COMPANY.tagline,
    description: COPY.description,
    breadcrumbs: [{ name: "Home", path: "/" }],
  };
  return data(
    {
      customers: index.caseStudies.map(({ slug, customer }) => ({
        slug,
        customer,
      })),
      // Each row's picture is its module page's own hero picture.
      story: COPY.story.rows.map(({ module, title, body, points }) => {
        const { label, path, visual } = modulePicture(module);
        const icon =
          MODULES.find((entry) => entry.path === path)?.icon ?? "sparkles";
        return { title, body, points, module: { label, path, icon }, visual };
      }),
      process: {
        title: process?.title ?? "",
        steps: process?.steps ?? [],
      },
      integrations: index.integrations.map(({ slug, name, logo }) => ({
        slug,
        name,
        logo,
      })),
      outcomes: COPY.outcomes.figures.map(({ study: slug, figure }) => {
        const study = studyOf(slug);
        const item = study.figures.items[figure - 1];
        return {
          slug: study.slug,
          customer: study.customer,
          value: item?.value ?? "",
          label: item?.label ?? "",
          confirmed: study.figures.status === "confirmed",
        };
      }),
      quote: {
        ...quoted.quote,
        href: `/case-studies/${quoted.slug}`,
      },
      seo,
    },
    publicPageInit,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? seoMeta(loaderData.seo) : [];

export const headers = loaderCacheControl;

export default function Home() {
  return (
    <>
      <Hero />
      <CustomerStrip />
      <Story />
      <Capabilities />
      <Proof />
      <Platform />
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}

function Hero() {
  const location = useLocation();
  return (
    <section className="relative overflow-clip bg-ink-950 pt-32 pb-20 text-white sm:pt-40 lg:pb-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_75%_-10%,rgb(85_65_230/0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(20_184_146/0.22),transparent)]"
      />
      <Container className="relative grid grid-cols-[minmax(0,1fr)] items-center gap-16 lg:grid-cols-[minmax(0,6fr)_minmax(0,6fr)] lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-widest text-mint-300 uppercase">
            {COPY.hero.eyebrow}
          </p>
          <h1 className="mt-4 heading-1 text-balance">{COMPANY.tagline}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">
            {COPY.hero.lead}
          </p>
          <div className={cx(ACTION_ROW, "mt-10")}>
            <StartForFreeLink size="lg" />
            <Link
              to={dialogHref(location, { contact: "1" })}
              preventScrollReset
              className={buttonClasses({
                variant: "outline-inverse",
                size: "lg",
              })}
            >
              {HOME_MESSAGES.talkToSales}
            </Link>
          </div>
          <p className="mt-6 text-sm text-ink-300">{COPY.hero.note}</p>
        </div>
        <IdleBoundary>
          <HomeHeroVisual />
        </IdleBoundary>
      </Container>
    </section>
  );
}

/** The customers' wordmarks in one strip; its label names the list, so it is not a heading. */
function CustomerStrip() {
  const { customers } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="customers-label"
      className="border-b border-ink-100 bg-white py-12 sm:py-14"
    >
      <Container>
        <p
          id="customers-label"
          className="text-center text-sm font-semibold text-ink-600"
        >
          {COPY.customers.label}
        </p>
        <ul className="mt-7 grid grid-cols-2 items-center gap-x-8 gap-y-6 text-center text-2xl text-ink-700 sm:grid-cols-4">
          {customers.map((customer) => (
            <li key={customer.slug}>
              <Link
                to={`/case-studies/${customer.slug}`}
                className="rounded-md transition-colors hover:text-ink-950"
                aria-label={`${customer.customer} case study`}
              >
                <CustomerWordmark
                  slug={customer.slug}
                  name={customer.customer}
                />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Story() {
  const { story } = useLoaderData<typeof loader>();
  return (
    <section
      id="product"
      aria-labelledby="story-title"
      className="scroll-mt-16 bg-white py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="story-title"
          eyebrow={COPY.story.eyebrow}
          title={COPY.story.title}
          lead={COPY.story.lead}
        />
        <IdleBoundary>
          <StoryRows rows={story} />
        </IdleBoundary>
      </Container>
    </section>
  );
}

function Capabilities() {
  const { process, integrations } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="capabilities-title"
      className="bg-ink-50 py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="capabilities-title"
          eyebrow={COPY.capabilities.eyebrow}
          title={COPY.capabilities.title}
          lead={COPY.capabilities.lead}
        />
        <IdleBoundary>
          <CapabilityBento
            cards={COPY.capabilities.cards}
            process={process}
            integrations={integrations}
          />
        </IdleBoundary>
      </Container>
    </section>
  );
}

function Proof() {
  const { outcomes, quote } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="outcomes-title"
      className="bg-white py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="outcomes-title"
          eyebrow={COPY.outcomes.eyebrow}
          title={COPY.outcomes.title}
          lead={COPY.outcomes.lead}
        />
        <Outcomes outcomes={outcomes} quote={quote} link={COPY.outcomes.link} />
      </Container>
    </section>
  );
}

function Platform() {
  return (
    <section
      id="modules"
      aria-labelledby="platform-title"
      className="scroll-mt-16 bg-ink-50 py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="platform-title"
          eyebrow={COPY.platform.eyebrow}
          title={COPY.platform.title}
          lead={COPY.platform.lead}
        />
        <IdleBoundary>
          <PlatformGrid
            groups={[
              {
                id: "module-list",
                title: COPY.platform.modules,
                entries: MODULES,
              },
              {
                id: "industries",
                title: COPY.platform.industries,
                entries: INDUSTRIES,
              },
            ]}
          />
        </IdleBoundary>
      </Container>
    </section>
  );
}
