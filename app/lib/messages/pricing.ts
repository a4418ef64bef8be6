/** The pricing page's interface words. Index: ./index.ts. */

/** Interface words of the pricing page; its copy is content/pages/pricing.yaml. */
export const PRICING_MESSAGES = {
  plans: "Plans",
  /** Announced when the billing switch changes the prices in place. */
  showingAnnual: (discountPercent: number) =>
    `Showing annual prices, ${discountPercent}% less than monthly.`,
  showingMonthly: "Showing monthly prices.",
} as const;

/** Interface words of the pricing page's cards, switch and comparison table. */
export const PRICING_TABLE_MESSAGES = {
  billingPeriod: "Billing period",
  planComparison: "Plan comparison",
  feature: "Feature",
  included: "Included",
  notIncluded: "Not included",
  mostPopular: "Most popular",
  /** Heard before a struck-through monthly price; the trailing space parts it from the price. */
  was: "Was ",
  teamPlan: "Team plan",
  /** The yearly switch's badge. */
  save: (discountPercent: number) => `Save ${discountPercent}%`,
} as const;
