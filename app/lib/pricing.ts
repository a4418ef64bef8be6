/**
 * The plans of /pricing, their prices and the comparison table: one typed module. Its rules (a
 * plan missing from a table row, a second "most popular") are checked by pricing-schema.ts in
 * the unit tests, so the browser never loads zod for a page of static prices. Prices are whole
 * US cents, so the annual arithmetic never meets a floating-point remainder.
 */

export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type Billing = (typeof BILLING_PERIODS)[number];

/** The billing switch's GET parameter: `/pricing?billing=annual`; anything else is monthly. */
export const BILLING_PARAM = "billing";

/** Paid yearly, a plan costs this much less than twelve monthly payments. */
export const ANNUAL_DISCOUNT_PERCENT = 20;

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

export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    summary:
      "For a small office putting its first workflow on Aden: a purchase order approval, a timesheet, an intake form.",
    price: { kind: "free" },
    priceNote: "Up to 3 users",
    cta: "start-free",
    includesPlan: null,
    features: [
      "500 automation runs a month",
      "2 modules of your choice",
      "3 AI-built forms, 100 submissions a month",
      "QuickBooks Online, Xero, Google Drive and Slack connectors",
      "Help center and community support",
    ],
    highlighted: false,
  },
  {
    id: "team",
    name: "Team",
    summary:
      "For crews and back offices that run projects, invoices, stock and hours on Aden every day.",
    price: { kind: "per-user", monthlyCents: 2900 },
    priceNote: "Up to 50 users",
    cta: "start-free",
    includesPlan: "starter",
    features: [
      "10,000 automation runs a month, pooled",
      "All modules: projects, accounting, inventory, workforce, training",
      "Unlimited AI-built forms and document extraction",
      "REST API and webhooks",
      "30-day audit log",
      "Email support, next business day",
    ],
    highlighted: true,
  },
  {
    id: "business",
    name: "Business",
    summary:
      "For multi-site companies that answer to auditors, insurers or accreditation bodies.",
    price: { kind: "per-user", monthlyCents: 5900 },
    priceNote: "Unlimited users",
    cta: "book-demo",
    includesPlan: "team",
    features: [
      "50,000 automation runs a month",
      "SAML single sign-on (Okta, Microsoft Entra ID, Google)",
      "Custom roles and multi-step approval chains",
      "1-year audit log",
      "NetSuite, Salesforce and Procore connectors",
      "Priority support with a 4-hour response",
      "99.9% uptime SLA",
    ],
    highlighted: false,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    summary:
      "For agencies, health systems and enterprises with procurement, residency and security reviews.",
    price: { kind: "custom" },
    priceNote: "Unlimited users",
    cta: "contact-sales",
    includesPlan: "business",
    features: [
      "Committed run volume sized to your workflows",
      "SCIM provisioning and data residency in the US or EU",
      "7-year audit log with export to your SIEM",
      "BAA for HIPAA-covered healthcare providers",
      "Purchase orders and net-30 invoicing",
      "Named success manager, 1-hour response to outages",
      "99.95% uptime SLA",
    ],
    highlighted: false,
  },
];

export const COMPARISON: readonly ComparisonGroup[] = [
  {
    area: "Automation runs",
    rows: [
      {
        feature: "Runs a month, pooled across the workspace",
        values: {
          starter: "500",
          team: "10,000",
          business: "50,000",
          enterprise: "Committed volume",
        },
      },
      {
        feature: "Scheduled, event and email triggers",
        values: {
          starter: true,
          team: true,
          business: true,
          enterprise: true,
        },
      },
      {
        feature: "AI steps: classify, extract, draft, match",
        values: {
          starter: true,
          team: true,
          business: true,
          enterprise: true,
        },
      },
      {
        feature: "Approval chains",
        values: {
          starter: "1 step",
          team: "Up to 3 steps",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
    ],
  },
  {
    area: "Modules",
    rows: [
      {
        feature:
          "Projects, accounting, inventory, workforce, training and certification",
        values: {
          starter: "2 of your choice",
          team: "All",
          business: "All",
          enterprise: "All",
        },
      },
      {
        feature: "Inventory locations",
        values: {
          starter: "1",
          team: "5",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
      {
        feature: "Multi-entity accounting and intercompany billing",
        values: {
          starter: false,
          team: false,
          business: true,
          enterprise: true,
        },
      },
    ],
  },
  {
    area: "AI form builder",
    rows: [
      {
        feature: "Forms",
        values: {
          starter: "3",
          team: "Unlimited",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
      {
        feature: "Submissions a month",
        values: {
          starter: "100",
          team: "5,000",
          business: "25,000",
          enterprise: "Custom",
        },
      },
      {
        feature: "Document extraction from PDFs and scans",
        values: {
          starter: false,
          team: true,
          business: true,
          enterprise: true,
        },
      },
    ],
  },
  {
    area: "Integrations",
    rows: [
      {
        feature: "QuickBooks Online, Xero, Google Drive, Slack",
        values: {
          starter: true,
          team: true,
          business: true,
          enterprise: true,
        },
      },
      {
        feature: "NetSuite, Salesforce, Procore",
        values: {
          starter: false,
          team: false,
          business: true,
          enterprise: true,
        },
      },
      {
        feature: "REST API and webhooks",
        values: {
          starter: false,
          team: true,
          business: true,
          enterprise: true,
        },
      },
    ],
  },
  {
    area: "Users and security",
    rows: [
      {
        feature: "Users",
        values: {
          starter: "Up to 3",
          team: "Up to 50",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
      {
        feature: "SAML single sign-on",
        values: {
          starter: false,
          team: false,
          business: true,
          enterprise: true,
        },
      },
      {
        feature: "SCIM user provisioning",
        values: {
          starter: false,
          team: false,
          business: false,
          enterprise: true,
        },
      },
      {
        feature: "Audit log",
        values: {
          starter: false,
          team: "30 days",
          business: "1 year",
          enterprise: "7 years, SIEM export",
        },
      },
      {
        feature: "Data residency in the US or EU",
        values: {
          starter: false,
          team: false,
          business: false,
          enterprise: true,
        },
      },
    ],
  },
  {
    area: "Support",
    rows: [
      {
        feature: "Support channel and response time",
        values: {
          starter: "Help center, community",
          team: "Email, next business day",
          business: "Priority, 4-hour response",
          enterprise: "Named manager, 1-hour response",
        },
      },
      {
        feature: "Uptime SLA",
        values: {
          starter: false,
          team: false,
          business: "99.9%",
          enterprise: "99.95%",
        },
      },
      {
        feature: "Onboarding",
        values: {
          starter: "Self-serve",
          team: "Self-serve, live webinars",
          business: "Guided setup session",
          enterprise: "Implementation plan",
        },
      },
    ],
  },
];

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

/** Made once: building a NumberFormat costs a hundred times what formatting with it does. */
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$29", "$23.20", "$5,011.20": cents only when there are some. */
export function formatUsd(cents: number): string {
  return (cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(
    cents / 100,
  );
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
