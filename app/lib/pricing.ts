import pricingCopy from "../../content/pages/pricing.yaml";
import type { PricingPageCopy } from "./content/page-schemas";
import { formatNumber } from "./number-format";
import type { ComparisonGroup, Plan, PlanId } from "./pricing-ids";

/**
 * The prices of /pricing and their arithmetic. The plans and the comparison table are content
 * (content/pages/pricing.yaml); their rules (a plan missing from a table row, a second "most
 * popular") are checked by pricing-schema.ts when the content is compiled, so the browser never
 * loads zod for a page of static prices. Prices are whole US cents, so the annual arithmetic
 * never meets a floating-point remainder.
 */

export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type Billing = (typeof BILLING_PERIODS)[number];

/** The billing switch's GET parameter: `/pricing?billing=annual`; anything else is monthly. */
export const BILLING_PARAM = "billing";

/** Paid yearly, a plan costs this much less than twelve monthly payments. */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export {
  PLAN_IDS,
  type ComparisonCell,
  type ComparisonGroup,
  type Plan,
  type PlanId,
} from "./pricing-ids";

/** The plans and the comparison table: content/pages/pricing.yaml, checked by pricing-schema.ts. */
const COPY = pricingCopy as PricingPageCopy;
export const PLANS: readonly Plan[] = COPY.plans;
export const COMPARISON: readonly ComparisonGroup[] = COPY.comparison;
/** The words under a price and those of the hero's example bill, with {names} to fill in. */
export const PRICE_WORDS = { terms: COPY.terms, preview: COPY.preview };

export { fillIn } from "~/lib/content/fill-in";

/** `?billing=annual` shows annual prices; no parameter, or any other value, shows monthly. */
export function billingFromSearchParams(params: URLSearchParams): Billing {
  return params.get(BILLING_PARAM) === "annual" ? "annual" : "monthly";
}

/** What one user costs a year when paid yearly: 12 months less the annual discount. */
export function annualCentsPerUser(monthlyCents: number): number {
  return Math.round(
    (monthlyCents * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100,
  );
}

/** The price per user and month that a billing period shows. */
export function monthlyCentsFor(
  monthlyCents: number,
  billing: Billing,
): number {
  return billing === "annual"
    ? Math.round(annualCentsPerUser(monthlyCents) / 12)
    : monthlyCents;
}

/** `6420` → `6,420`: a count as en-US writes it. */
export const groupThousands = (count: number) =>
  formatNumber(count, { maximumFractionDigits: 0 });

/**
 * "$29", "$23.20", "$5,011.20": cents only when there are some. Without Intl, whose first
 * formatter holds up the page's start (app/lib/number-format.ts).
 */
export function formatUsd(cents: number): string {
  return formatNumber(cents / 100, {
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan ${id}`);
  return plan;
}

/** The monthly list price of a plan sold per user (Team, Business). */
export function listPriceCents(id: PlanId): number {
  const { price } = planById(id);
  if (price.kind !== "per-user")
    throw new Error(`${id} is not priced per user`);
  return price.monthlyCents;
}
