/** The plans by id, and the shapes of the pricing data (content/pages/pricing.yaml). */
export const PLAN_IDS = ["starter", "team", "business", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

type Price =
  | { kind: "free" }
  | { kind: "per-user"; monthlyCents: number }
  | { kind: "custom" };

export type Plan = {
  id: PlanId;
  name: string;
  summary: string;
  price: Price;
  /** Under the price: how many users the plan takes. */
  priceNote: string;
  /** What the call to action does: sign-up, the demo booking, or the sales contact form. */
  cta: "start-free" | "book-demo" | "contact-sales";
  /** The plan the list below builds on ("Everything in Team, plus"). */
  includesPlan: PlanId | null;
  features: string[];
  highlighted: boolean;
};

/** A cell of the comparison table: included or not, or a limit in words ("10,000"). */
export type ComparisonCell = boolean | string;

export type ComparisonGroup = {
  area: string;
  rows: Array<{ feature: string; values: Record<PlanId, ComparisonCell> }>;
};
