import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { ArrowRight } from "lucide-react";
import homeCopy from "../../content/pages/home.yaml";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { CustomerWordmark } from "~/components/content/customer-wordmark";
import * as eagerHeroVisual from "~/components/product/home-hero-visual";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionHeading } from "~/components/sections/section-heading";
import { SolutionIcon } from "~/components/solution/icons";
import { buttonClasses } from "~/components/ui/button";
import { COMPANY } from "~/config/site";
import { INDUSTRIES, MODULES } from "~/config/solutions";
import { loaderCacheControl } from "~/lib/headers";
import { getContentStore } from "~/lib/content/store.server";
import { cx } from "~/lib/cx";
import { dialogHref } from "~/lib/dialog-url";
import { getEnv } from "~/lib/env.server";
import { publicPageInit } from "~/lib/http.server";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import type { HomePageCopy } from "~/lib/content/page-schemas";
import { HOME_MESSAGES } from "~/lib/messages";
import type { RouteHandle } from "~/lib/route-handle";
import type { IconName } from "~/lib/solutions/schema";
import { seoMeta, type PageSeo } from "~/lib/seo";

// The hero's product picture has nothing to click: its script loads when the browser is idle.
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
  const processes = COPY.processes.highlighted.flatMap((slug) => {
    const process = index.businessProcesses.find((p) => p.slug === slug);
    return process
      ? [
          {
            slug,
            title: process.title,
            category: process.category,
            summary: process.summary,
            steps: process.steps.length,
          },
        ]
      : [];
  });
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: "/",
    title: COMPANY.tagline,
    description: COPY.description,
    breadcrumbs: [{ name: "Home", path: "/" }],
  };
  return data(
    {
      customers: index.caseStudies.map(
        ({ slug, customer, industry, quote }) => ({
          slug,
          customer,
          industry,
          quote,
        }),
      ),
      integrations: index.integrations.map(({ slug, name, logo }) => ({
        slug,
        name,
        logo,
      })),
      processes,
      figures: [
        { value: MODULES.length, label: COPY.proof.figures.modules },
        {
          value: index.businessProcesses.length,
          label: COPY.proof.figures.processes,
        },
        {
          value: index.integrations.length,
          label: COPY.proof.figures.integrations,
        },
        { value: INDUSTRIES.length, label: COPY.proof.figures.industries },
      ],
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
      <ProofStrip />
      <Modules />
      <Industries />
      <Processes />
      <Integrations />
      <Quotes />
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}

function Hero() {
  const location = useLocation();
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-32 pb-20 text-white sm:pt-40 lg:pb-32">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_75%_-10%,rgb(85_65_230/0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(20_184_146/0.22),transparent)]"
      />
      <Container className="relative grid grid-cols-[minmax(0,1fr)] items-center gap-16 lg:grid-cols-[minmax(0,6fr)_minmax(0,6fr)] lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-widest text-mint-300 uppercase">
            {COPY.hero.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {COMPANY.tagline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">
            {COPY.hero.lead}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
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
        <Suspense fallback={null}>
          <HomeHeroVisual />
        </Suspense>
      </Container>
    </section>
  );
}

function ProofStrip() {
  const { customers, figures } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="proof-title"
      className="border-b border-ink-100 bg-white py-14 sm:py-16"
    >
      <Container>
        <h2
          id="proof-title"
          className="text-center text-sm font-semibold text-ink-600"
        >
          {COPY.proof.title}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 text-center text-2xl text-ink-700 sm:grid-cols-4">
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
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-100 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse justify-end gap-1 bg-white p-6"
            >
              <dt className="text-sm leading-6 text-ink-600">{figure.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-ink-950 tabular-nums">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function LinkCard({
  href,
  icon,
  title,
  body,
}: {
  href: string;
  icon: IconName;
  title: string;
  body: string;
}) {
  return (
    <li className="group relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6 transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-[0_12px_32px_-16px_rgb(11_14_31/0.25)]">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <SolutionIcon name={icon} className="size-[22px]" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink-950">
        <Link
          to={href}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-700">{body}</p>
      <ArrowRight
        aria-hidden="true"
        className="mt-5 size-5 text-ink-400 transition-transform duration-200 group-hover:translate-x-1 group-hover:text-brand-600"
      />
    </li>
  );
}

function Modules() {
  return (
    <section
      id="modules"
      aria-labelledby="modules-title"
      className="scroll-mt-16 bg-ink-50 py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="modules-title"
          eyebrow={COPY.modules.eyebrow}
          title={COPY.modules.title}
          lead={COPY.modules.lead}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {MODULES.map((module) => (
            <LinkCard
              key={module.path}
              href={module.path}
              icon={module.icon}
              title={module.label}
              body={module.summary}
            />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Industries() {
  return (
    <section
      id="industries"
      aria-labelledby="industries-title"
      className="scroll-mt-16 bg-white py-16 sm:py-28"
    >
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="industries-title"
            eyebrow={COPY.industries.eyebrow}
            title={COPY.industries.title}
            lead={COPY.industries.lead}
          />
          <Link
            to="/customers"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {COPY.industries.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {INDUSTRIES.map((industry) => {
            return (
              <li
                key={industry.path}
                className="group relative overflow-hidden rounded-2xl border border-ink-100 bg-gradient-to-br from-white to-ink-50 p-8 transition duration-200 hover:-translate-y-0.5 hover:border-brand-200"
              >
                <div className="flex items-center gap-4">
                  <span className="grid size-12 place-items-center rounded-xl bg-ink-950 text-mint-300">
                    <SolutionIcon name={industry.icon} className="size-6" />
                  </span>
                  <h3 className="text-xl font-semibold text-ink-950">
                    <Link
                      to={industry.path}
                      className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
                    >
                      {industry.label}
                    </Link>
                  </h3>
                  <ArrowRight
                    aria-hidden="true"
                    className="ml-auto size-5 text-ink-400 transition-transform duration-200 group-hover:translate-x-1 group-hover:text-brand-600"
                  />
                </div>
                <p className="mt-4 leading-7 text-ink-700">
                  {industry.summary}
                </p>
                <p className="sr-only">{HOME_MESSAGES.paperwork}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {(COPY.industries.paperwork[industry.slug] ?? []).map(
                    (document) => (
                      <li
                        key={document}
                        className="rounded-full bg-white px-3 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-100"
                      >
                        {document}
                      </li>
                    ),
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function Processes() {
  const { processes } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="processes-title"
      className="relative overflow-hidden bg-ink-950 py-16 text-white sm:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_100%_0%,rgb(85_65_230/0.3),transparent)]"
      />
      <Container className="relative">
        <SectionHeading
          id="processes-title"
          tone="dark"
          eyebrow={COPY.processes.eyebrow}
          title={COPY.processes.title}
          lead={COPY.processes.lead}
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {processes.map((process) => (
            <li
              key={process.slug}
              className="group relative flex flex-col rounded-2xl bg-white/[0.04] p-6 ring-1 ring-white/10 transition duration-200 hover:-translate-y-0.5 hover:bg-white/[0.07]"
            >
              <p className="text-xs font-semibold tracking-wider text-mint-300 uppercase">
                {process.category}
              </p>
              <h3 className="mt-2 text-lg font-semibold">
                <Link
                  to={`/business-processes/${process.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl"
                >
                  {process.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-ink-200">
                {process.summary}
              </p>
              <p className="mt-5 text-xs font-medium text-ink-300">
                {process.steps} steps
              </p>
            </li>
          ))}
        </ul>
        <Link
          to="/business-processes"
          className={cx(buttonClasses({ variant: "outline-inverse" }), "mt-10")}
        >
          {COPY.processes.link}
        </Link>
      </Container>
    </section>
  );
}

function Integrations() {
  const { integrations } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="integrations-title"
      className="bg-white py-16 sm:py-28"
    >
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="integrations-title"
            eyebrow={COPY.integrations.eyebrow}
            title={COPY.integrations.title}
            lead={COPY.integrations.lead}
          />
          <Link
            to="/integrations"
            className={cx(buttonClasses({ variant: "secondary" }), "shrink-0")}
          >
            {COPY.integrations.link}
          </Link>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-7">
          {integrations.map((integration) => (
            <li key={integration.slug}>
              <Link
                to={`/integrations/${integration.slug}`}
                className="group flex h-full items-center gap-3 rounded-2xl border border-ink-100 p-3 transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 sm:flex-col sm:justify-center sm:p-5 sm:text-center"
              >
                <img
                  src={integration.logo}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-10 sm:size-12"
                />
                <span className="text-sm font-medium text-ink-700 group-hover:text-ink-950 sm:text-xs">
                  {integration.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Quotes() {
  const { customers } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="quotes-title"
      className="bg-ink-50 py-16 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="quotes-title"
          eyebrow={COPY.quotes.eyebrow}
          title={COPY.quotes.title}
          align="center"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {customers.map((customer) => (
            <li
              key={customer.slug}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-8"
            >
              <CustomerWordmark
                slug={customer.slug}
                name={customer.customer}
                className="text-xl text-ink-950"
              />
              <figure className="mt-5 flex flex-1 flex-col">
                <blockquote className="flex-1 text-lg leading-8 text-ink-900">
                  <p>“{customer.quote.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
                  <span className="text-ink-600">
                    {customer.quote.attribution} · {customer.industry}
                  </span>
                  <Link
                    to={`/case-studies/${customer.slug}`}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
                  >
                    {COPY.quotes.link}
                    <span className="sr-only"> of {customer.customer}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
