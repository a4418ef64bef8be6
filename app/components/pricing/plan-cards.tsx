import { Link, useLocation } from "@remix-run/react";
import { Check } from "lucide-react";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { useHeaderActionHrefs } from "~/components/header/header-actions";
import { buttonClasses } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { dialogHref } from "~/lib/dialog-url";
import {
  annualCentsPerUser,
  fillIn,
  formatUsd,
  monthlyCentsFor,
  PRICE_WORDS,
  planById,
  type Billing,
  type Plan,
} from "~/lib/pricing";
import {
  HOME_MESSAGES,
  NAV_MESSAGES,
  PRICING_TABLE_MESSAGES,
} from "~/lib/messages";
import { WholeWords } from "~/components/ui/whole-words";

/**
 * The plans side by side from xl, two by two on tablets, stacked on phones: four cards never
 * leave one alone in a row. Each card is a subgrid, so names, prices, buttons and lists line up
 * across a row whatever the length of the text above them.
 */
export function PlanCards({
  plans,
  billing,
}: {
  plans: readonly Plan[];
  billing: Billing;
}) {
  return (
    <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <li key={plan.id} className="row-span-4 grid grid-rows-subgrid gap-y-0">
          <PlanCard plan={plan} billing={billing} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "relative row-span-4 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 transition-transform duration-200 motion-safe:hover:-translate-y-0.5 sm:p-7",
        plan.highlighted ? "ring-2 ring-brand-600" : "ring-1 ring-ink-100",
      )}
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <h3 id={headingId} className="heading-3 text-ink-950">
            {plan.name}
          </h3>
          {plan.highlighted ? (
            <p className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
              {PRICING_TABLE_MESSAGES.mostPopular}
            </p>
          ) : null}
        </div>
        <p className="mt-3 text-sm leading-6 text-ink-600">{plan.summary}</p>
      </div>
      <PlanPrice plan={plan} billing={billing} />
      <div className="mt-6">
        <PlanAction plan={plan} />
      </div>
      <div className="mt-8 border-t border-ink-100 pt-6">
        <p className="text-sm font-semibold text-ink-950">
          {plan.includesPlan
            ? `Everything in ${planById(plan.includesPlan).name}, plus:`
            : "Includes:"}
        </p>
        <ul className="mt-4 space-y-3 text-sm leading-6 text-ink-700">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600"
              />
              <span>
                <WholeWords text={feature} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function PlanPrice({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { price } = plan;
  let figure: string;
  let terms: string;
  let listPrice: string | null = null;
  switch (price.kind) {
    case "free":
      figure = formatUsd(0);
      terms = PRICE_WORDS.terms.free;
      break;
    case "custom":
      figure = "Custom";
      terms = PRICE_WORDS.terms.custom;
      break;
    case "per-user":
      figure = formatUsd(monthlyCentsFor(price.monthlyCents, billing));
      if (billing === "annual") {
        listPrice = formatUsd(price.monthlyCents);
        terms = fillIn(PRICE_WORDS.terms.annual, {
          yearly: formatUsd(annualCentsPerUser(price.monthlyCents)),
        });
      } else {
        terms = PRICE_WORDS.terms.monthly;
      }
      break;
  }
  return (
    <div className="mt-6">
      <p className="flex items-baseline gap-x-2">
        {listPrice ? (
          <span className="text-xl font-semibold text-ink-500 line-through tabular-nums">
            <span className="sr-only">{PRICING_TABLE_MESSAGES.was}</span>
            {listPrice}
          </span>
        ) : null}
        <span
          data-testid={`price-${plan.id}`}
          className="text-4xl font-bold tracking-tight text-ink-950 tabular-nums"
        >
          {figure}
        </span>
      </p>
      <p className="mt-2 text-sm text-ink-600">{terms}</p>
      <p className="mt-1 text-sm font-semibold text-ink-900">
        {plan.priceNote}
      </p>
    </div>
  );
}

function PlanAction({ plan }: { plan: Plan }) {
  const location = useLocation();
  const { bookDemo } = useHeaderActionHrefs();
  const variant = plan.highlighted ? "primary" : "secondary";
  switch (plan.cta) {
    case "start-free":
      return (
        <StartForFreeLink size="lg" variant={variant} className="w-full" />
      );
    case "book-demo":
      return (
        <Link
          to={bookDemo}
          preventScrollReset
          className={buttonClasses({ variant, size: "lg", block: true })}
        >
          {NAV_MESSAGES.bookADemo}
        </Link>
      );
    case "contact-sales":
      return (
        <Link
          to={dialogHref(location, { contact: "1" })}
          preventScrollReset
          className={buttonClasses({ variant, size: "lg", block: true })}
        >
          {HOME_MESSAGES.talkToSales}
        </Link>
      );
  }
}
