import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import pricingCopy from "../../content/pages/pricing.yaml";
import { PageHero } from "~/components/content/page-hero";
import * as eagerPreview from "~/components/pricing/billing-preview";
import { BillingSwitch } from "~/components/pricing/billing-switch";
import * as eagerComparison from "~/components/pricing/comparison-table";
import { PlanCards } from "~/components/pricing/plan-cards";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import * as eagerFaq from "~/components/sections/faq";
import type { FaqItem } from "~/components/sections/faq";
import { dialogHref } from "~/lib/dialog-url";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import { publicPageInit } from "~/lib/http.server";
import {
  ANNUAL_DISCOUNT_PERCENT,
  annualCentsPerUser,
  billingFromSearchParams,
  COMPARISON,
  fillIn,
  formatUsd,
  listPriceCents,
  monthlyCentsFor,
  PLANS,
} from "~/lib/pricing";
import type {
  PRICE_PLACEHOLDERS,
  PricingPageCopy,
} from "~/lib/content/page-schemas";
import { PRICING_MESSAGES } from "~/lib/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { faqPageJsonLd, notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

// The comparison is a long table (and its phone switcher, which works by CSS alone): nothing in
// it needs script, so the browser keeps the server's HTML and hydrates it when idle.
const ComparisonTable = hydrateWhenIdle(
  import.meta.env.SSR ? eagerComparison.ComparisonTable : null,
  () =>
    import("~/components/pricing/comparison-table").then(
      (module) => module.ComparisonTable,
    ),
);
const PlanSwitcher = hydrateWhenIdle(
  import.meta.env.SSR ? eagerComparison.PlanSwitcher : null,
  () =>
    import("~/components/pricing/comparison-table").then(
      (module) => module.PlanSwitcher,
    ),
);
// The hero's example bill is a picture (its figures follow the switch's loader data), and the
// questions are native disclosures under the first screen: both hydrate when idle too.
const BillingPreview = hydrateWhenIdle(
  import.meta.env.SSR ? eagerPreview.BillingPreview : null,
  () =>
    import("~/components/pricing/billing-preview").then(
      (module) => module.BillingPreview,
    ),
);
const Faq = hydrateWhenIdle(import.meta.env.SSR ? eagerFaq.Faq : null, () =>
  import("~/components/sections/faq").then((module) => module.Faq),
);

const PATH = "/pricing";

const TEAM = listPriceCents("team");
const BUSINESS = listPriceCents("business");

/** The page's words: content/pages/pricing.yaml, checked by the content compiler. */
const COPY = pricingCopy as PricingPageCopy;

/** The prices the copy names in braces ({team}), from the plans themselves. */
const PRICES: Record<(typeof PRICE_PLACEHOLDERS)[number], string> = {
  team: formatUsd(TEAM),
  business: formatUsd(BUSINESS),
  teamAnnual: formatUsd(monthlyCentsFor(TEAM, "annual")),
  businessAnnual: formatUsd(monthlyCentsFor(BUSINESS, "annual")),
  teamYear: formatUsd(annualCentsPerUser(TEAM)),
  discount: String(ANNUAL_DISCOUNT_PERCENT),
};
const withPrices = (text: string) => fillIn(text, PRICES);

const FAQ: FaqItem[] = COPY.faq.items.map(({ question, answer }) => ({
  question,
  answer: withPrices(answer),
}));

/** An unknown `billing` value shows monthly prices with a 200 (docs/decisions/020-…). */
export function loader({ request }: LoaderFunctionArgs) {
  const billing = billingFromSearchParams(new URL(request.url).searchParams);
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    // Both billing views are views of this one page.
    path: PATH,
    title: COPY.hero.eyebrow,
    description: withPrices(COPY.description),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: COPY.hero.eyebrow, path: PATH },
    ],
  };
  return data({ billing, seo }, publicPageInit);
}

export default function Pricing() {
  const { billing, seo } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={COPY.hero.eyebrow}
        title={COPY.hero.title}
        lead={COPY.hero.lead}
        aside={
          <IdleBoundary>
            <BillingPreview billing={billing} />
          </IdleBoundary>
        }
      >
        <div className="mt-10 flex flex-col items-start gap-3">
          <BillingSwitch path={PATH} billing={billing} />
          <p className="text-sm text-ink-300">{COPY.hero.note}</p>
        </div>
      </PageHero>
      <section
        id="plans"
        aria-labelledby="plans-title"
        className="bg-ink-50 pt-12 pb-16 sm:pt-16 sm:pb-24"
      >
        <Container>
          <h2 id="plans-title" className="sr-only">
            {PRICING_MESSAGES.plans}
          </h2>
          <p role="status" className="sr-only">
            {billing === "annual"
              ? PRICING_MESSAGES.showingAnnual(ANNUAL_DISCOUNT_PERCENT)
              : PRICING_MESSAGES.showingMonthly}
          </p>
          <PlanCards plans={PLANS} billing={billing} />
        </Container>
      </section>
      <section
        id="compare"
        aria-labelledby="compare-title"
        className="scroll-mt-20 bg-white py-16 sm:py-24"
      >
        <Container>
          <h2 id="compare-title" className="heading-2 text-ink-950">
            {COPY.compare.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">
            {COPY.compare.lead}
          </p>
          <IdleBoundary>
            <PlanSwitcher
              legend={COPY.compare.switcherLegend}
              plans={PLANS}
              groups={COMPARISON}
              className="mt-8 md:hidden"
            />
            <div className="mt-10 hidden md:block">
              <ComparisonTable
                plans={PLANS}
                groups={COMPARISON}
                caption={COPY.compare.caption}
              />
            </div>
          </IdleBoundary>
        </Container>
      </section>
      <IdleBoundary>
        <Faq items={FAQ} lead={COPY.faq.lead}>
          <p className="mt-6">
            <Link
              to={dialogHref(location, { contact: "1" })}
              preventScrollReset
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
            >
              {COPY.faq.link}
              <span aria-hidden="true">→</span>
            </Link>
          </p>
        </Faq>
      </IdleBoundary>
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...seoMeta(data.seo), faqPageJsonLd(FAQ)] : notFoundMeta();

export const headers = loaderCacheControl;
