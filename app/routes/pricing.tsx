import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { MoveHorizontal } from "lucide-react";
import { PageHero } from "~/components/content/page-hero";
import { BillingPreview } from "~/components/pricing/billing-preview";
import { BillingSwitch } from "~/components/pricing/billing-switch";
import { ComparisonTable } from "~/components/pricing/comparison-table";
import { PlanCards } from "~/components/pricing/plan-cards";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { Faq, type FaqItem } from "~/components/sections/faq";
import { dialogHref } from "~/lib/dialog-url";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import {
  ANNUAL_DISCOUNT_PERCENT,
  annualCentsPerUser,
  billingFromSearchParams,
  COMPARISON,
  formatUsd,
  listPriceCents,
  monthlyCentsFor,
  PLANS,
} from "~/lib/pricing";
import type { RouteHandle } from "~/lib/route-handle";
import { faqPageJsonLd, notFoundMeta, seoMeta, type PageSeo } from "~/lib/seo";

export const handle: RouteHandle = { whiteHeader: true };

const PATH = "/pricing";

const TEAM = listPriceCents("team");
const BUSINESS = listPriceCents("business");

const DESCRIPTION = `Aden plans: Starter free for up to 3 users, Team ${formatUsd(TEAM)} and Business ${formatUsd(BUSINESS)} per user a month (${ANNUAL_DISCOUNT_PERCENT}% less billed yearly), Enterprise on an annual agreement. Compare runs, modules, SSO, audit log and support.`;

const FAQ: FaqItem[] = [
  {
    question: "What counts as a user?",
    answer:
      "Anyone who signs in to your workspace: office staff, project managers, supervisors and field crew who log their own hours. People who only fill in a shared form or approve a request from an email link are not users and cost nothing. Deactivate someone and they drop off the next invoice.",
  },
  {
    question: "What counts as an automation run?",
    answer:
      "One run is one workflow going from its trigger to its last step, however many steps and AI steps it has: a supplier invoice matched to its purchase order and posted to accounting is one run. Runs are pooled across the workspace and reset on the 1st of each month. If you go over, nothing stops mid-month; we tell the workspace owner and agree the right plan with you.",
  },
  {
    question: "Is there a free trial of the paid plans?",
    answer:
      "Starter is free for as long as you like, with no credit card. From Starter you can try Team or Business for 14 days with every feature of the plan. At the end you pick a plan or stay on Starter; nothing is charged unless you add a card.",
  },
  {
    question: "How does annual billing work?",
    answer: `Paid yearly, a plan costs ${ANNUAL_DISCOUNT_PERCENT}% less than twelve monthly payments: Team is ${formatUsd(monthlyCentsFor(TEAM, "annual"))} per user a month (${formatUsd(annualCentsPerUser(TEAM))} a year) instead of ${formatUsd(TEAM)}, and Business ${formatUsd(monthlyCentsFor(BUSINESS, "annual"))} instead of ${formatUsd(BUSINESS)}. Users added during the year are charged pro rata to the renewal date. Prices are in US dollars, before sales tax or VAT.`,
  },
  {
    question: "Can I change plans or cancel at any time?",
    answer:
      "Yes. Upgrades apply at once and are charged pro rata; downgrades apply from the next billing date. A monthly plan can be cancelled from Settings, Billing and runs to the end of the month you paid for. An annual plan can be cancelled for the next term; the current year is not refunded unless the law requires it.",
  },
  {
    question: "Can I export my data if I leave?",
    answer:
      "On every plan, at any time: projects, invoices, inventory records, timesheets, training records, form submissions and the audit log export as CSV or JSON. After you cancel, the workspace stays readable for 30 days so you can take everything with you, and is then deleted.",
  },
  {
    question:
      "Do you have pricing for nonprofits, schools and public agencies?",
    answer:
      "Registered nonprofits and accredited schools get 30% off Team and Business; write to us from your organisation's address. Public agencies usually buy on Enterprise terms, with purchase orders, net-30 invoicing and the documents procurement asks for.",
  },
  {
    question: "Will you complete our security review?",
    answer:
      "Yes. Business and Enterprise customers receive our security questionnaire answers, an architecture overview and our data processing agreement. On Enterprise we also fill in your own questionnaire, sign a BAA for HIPAA-covered healthcare providers, and name a security contact for your team.",
  },
];

/** An unknown `billing` value shows monthly prices with a 200 (docs/decisions/020-…). */
export function loader({ request }: LoaderFunctionArgs) {
  const billing = billingFromSearchParams(new URL(request.url).searchParams);
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    // Both billing views are views of this one page.
    path: PATH,
    title: "Pricing",
    description: DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Pricing", path: PATH },
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
        eyebrow="Pricing"
        title="Start free, then pay per user as your crews and office move onto Aden"
        lead="Starter is free for three users and two modules. Team adds every module and 10,000 automation runs a month; Business adds single sign-on, a year of audit log and an uptime SLA."
        aside={<BillingPreview billing={billing} />}
      >
        <div className="mt-10 flex flex-col items-start gap-3">
          <BillingSwitch path={PATH} billing={billing} />
          <p className="text-sm text-ink-300">
            Prices in US dollars, before sales tax.
          </p>
        </div>
      </PageHero>
      <section
        id="plans"
        aria-labelledby="plans-title"
        className="bg-ink-50 pt-12 pb-16 sm:pt-16 sm:pb-24"
      >
        <Container>
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <p role="status" className="sr-only">
            {billing === "annual"
              ? `Showing annual prices, ${ANNUAL_DISCOUNT_PERCENT}% less than monthly.`
              : "Showing monthly prices."}
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
          <h2
            id="compare-title"
            className="text-3xl font-bold tracking-tight text-ink-950"
          >
            Compare plans
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">
            Limits are per workspace and month unless a row says otherwise.
            Every plan runs on the same platform, with encryption at rest and in
            transit.
          </p>
          <p className="mt-6 flex items-center gap-2 text-sm text-ink-600 lg:hidden">
            <MoveHorizontal
              aria-hidden="true"
              className="size-5 text-ink-500"
            />
            Scroll the table sideways to see every plan.
          </p>
          <div className="mt-6 lg:mt-10">
            <ComparisonTable plans={PLANS} groups={COMPARISON} />
          </div>
        </Container>
      </section>
      <Faq
        items={FAQ}
        lead="Billing, users, runs and your data. Anything else, ask the team that sizes plans every day."
      >
        <p className="mt-6">
          <Link
            to={dialogHref(location, { contact: "1" })}
            preventScrollReset
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            Ask sales a question
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Faq>
      <CtaBand
        title="Not sure which plan fits?"
        lead="Start free on Starter and move up when you need to, or book a 30-minute call and we will size a plan from your team and your first workflows."
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...seoMeta(data.seo), faqPageJsonLd(FAQ)] : notFoundMeta();

export const headers = loaderCacheControl;
