/**
 * Site-wide navigation and external targets (behaviour §2, Header). The spec doesn't give the
 * external targets; these defaults are the owner's to replace, all in this one place.
 */
export const EXTERNAL_LINKS = {
  developerTools: "https://github.com/adenhq",
  documentation: "https://docs.adenhq.com",
  security: "https://trust.adenhq.com",
  lowCode: "https://lowcode.adenhq.com",
  careers: "https://jobs.adenhq.com",
} as const;

/**
 * The company's one mail domain: every address the site shows (the footer, the legal pages) is on
 * it. The mock upstream's demo accounts (`demo@aden.dev`) are test data, not company mail.
 */
export const COMPANY_EMAIL_DOMAIN = "adenhq.com";

/**
 * The company's addresses by purpose. Content writes them as `{{email:privacy}}`, filled in when
 * the content is compiled (app/lib/content/placeholders.ts), so they change here only.
 */
export const COMPANY_EMAILS = {
  hello: `hello@${COMPANY_EMAIL_DOMAIN}`,
  privacy: `privacy@${COMPANY_EMAIL_DOMAIN}`,
  legal: `legal@${COMPANY_EMAIL_DOMAIN}`,
} as const;

export const COMPANY = {
  name: "Aden",
  tagline: "Next-gen automation platform for your business",
  email: COMPANY_EMAILS.hello,
} as const;

export type NavLink = {
  label: string;
  href: string;
  description?: string;
  external?: boolean;
};

export type NavGroup = { label: string; links: NavLink[] };

export type NavEntry =
  ({ kind: "group" } & NavGroup) | ({ kind: "link" } & NavLink);

/** The platform's modules, each with its page (behaviour §1's areas). */
export const MODULES: NavLink[] = [
  {
    label: "Training & Certification",
    href: "/module-training",
    description:
      "Courses, certifications and renewals tracked for every crew member.",
  },
  {
    label: "Project Management",
    href: "/project-management",
    description: "Schedules, budgets and field updates in one live plan.",
  },
  {
    label: "Finance & Accounting",
    href: "/accounting",
    description:
      "Invoices, job costing and month-end close without the spreadsheets.",
  },
  {
    label: "Inventory Management",
    href: "/inventory-management",
    description:
      "Stock levels, transfers and reorders across every site and van.",
  },
  {
    label: "Contracting",
    href: "/contracting",
    description:
      "Bids, change orders and subcontractor paperwork handled for you.",
  },
  {
    label: "Workforce",
    href: "/workforce",
    description:
      "Hiring packets, timesheets and crew scheduling from one roster.",
  },
  {
    label: "eCommerce",
    href: "/eCommerce",
    description:
      "Orders, payments and fulfilment synced with stock and the ledger.",
  },
  {
    label: "Professional Services",
    href: "/professionalServices",
    description:
      "Engagements, utilisation and billing for teams that sell their time.",
  },
];

/** The industries with a page of their own. */
export const INDUSTRIES: NavLink[] = [
  {
    label: "Construction",
    href: "/customer/construction",
    description:
      "From preconstruction to closeout, with the office and field in sync.",
  },
  {
    label: "Manufacturing",
    href: "/customer/manufacturing",
    description:
      "Work orders, materials and quality checks on one line of sight.",
  },
  {
    label: "Healthcare",
    href: "/customer/healthcare",
    description:
      "Credentialing, supplies and compliance records kept audit-ready.",
  },
  {
    label: "Government",
    href: "/customer/government",
    description: "Procurement, grants and reporting with a clear paper trail.",
  },
];

/** The catalogue's entries for these paths, in this order; a missing path fails at start-up. */
function linksFor(catalogue: NavLink[], hrefs: string[]): NavLink[] {
  return hrefs.map((href) => {
    const link = catalogue.find((entry) => entry.href === href);
    if (!link) throw new Error(`No navigation entry for ${href}`);
    return link;
  });
}

export const HEADER_NAV: NavEntry[] = [
  {
    kind: "group",
    label: "Modules",
    links: linksFor(MODULES, [
      "/module-training",
      "/project-management",
      "/accounting",
      "/inventory-management",
    ]),
  },
  {
    kind: "group",
    label: "Customer",
    links: [...linksFor(MODULES, ["/contracting"]), ...INDUSTRIES],
  },
  { kind: "link", label: "Pricing", href: "/pricing" },
  {
    kind: "group",
    label: "Resources",
    links: [
      {
        label: "Blog",
        href: "/blog",
        description: "Field notes on automating operations.",
      },
      {
        label: "Case Studies",
        href: "/case-studies/tc-boiler",
        description: "How operators run their business on Aden.",
      },
      {
        label: "Integrations",
        href: "/integrations",
        description: "Connect the tools your teams already use.",
      },
      {
        label: "Business Processes",
        href: "/business-processes",
        description: "Ready-made automations for common workflows.",
      },
      {
        label: "Intelligent Data Onboarding",
        href: "/ai-form",
        description: "Turn any form or document into clean, structured data.",
      },
      {
        label: "Developer Tools",
        href: EXTERNAL_LINKS.developerTools,
        description: "Open-source SDKs and agents on GitHub.",
        external: true,
      },
      {
        label: "Documentation",
        href: EXTERNAL_LINKS.documentation,
        description: "Guides and API reference for builders.",
        external: true,
      },
      {
        label: "Security",
        href: EXTERNAL_LINKS.security,
        description: "Our security program and compliance reports.",
        external: true,
      },
      {
        label: "Low-code Platform",
        href: EXTERNAL_LINKS.lowCode,
        description: "Build internal apps on the Aden data model.",
        external: true,
      },
      {
        label: "Careers",
        href: EXTERNAL_LINKS.careers,
        description: "Join the team building Aden.",
        external: true,
      },
    ],
  },
];

export const FOOTER_NAV: NavGroup[] = [
  {
    label: "Platform",
    links: [
      { label: "Training & Certification", href: "/module-training" },
      { label: "Project Management", href: "/project-management" },
      { label: "Finance & Accounting", href: "/accounting" },
      { label: "Inventory Management", href: "/inventory-management" },
      { label: "Workforce", href: "/workforce" },
      { label: "eCommerce", href: "/eCommerce" },
      { label: "Professional Services", href: "/professionalServices" },
      { label: "Intelligent Data Onboarding", href: "/ai-form" },
      { label: "Pricing", href: "/pricing" },
      { label: "ROI Calculator", href: "/RoiCalculator" },
    ],
  },
  {
    label: "Industries",
    links: [
      { label: "Contracting", href: "/contracting" },
      { label: "Construction", href: "/customer/construction" },
      { label: "Manufacturing", href: "/customer/manufacturing" },
      { label: "Healthcare", href: "/customer/healthcare" },
      { label: "Government", href: "/customer/government" },
      { label: "Customers", href: "/customers" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Integrations", href: "/integrations" },
      { label: "Business Processes", href: "/business-processes" },
      { label: "TC Boiler case study", href: "/case-studies/tc-boiler" },
      { label: "Bluestreak case study", href: "/case-studies/bluestreak" },
      { label: "Kai Media case study", href: "/case-studies/kai-media" },
      { label: "Medallion case study", href: "/case-studies/medallion" },
      {
        label: "Documentation",
        href: EXTERNAL_LINKS.documentation,
        external: true,
      },
      {
        label: "Developer Tools",
        href: EXTERNAL_LINKS.developerTools,
        external: true,
      },
    ],
  },
  {
    label: "Company",
    links: [
      { label: "Contact sales", href: "/contact" },
      { label: "Security", href: EXTERNAL_LINKS.security, external: true },
      {
        label: "Low-code Platform",
        href: EXTERNAL_LINKS.lowCode,
        external: true,
      },
      { label: "Careers", href: EXTERNAL_LINKS.careers, external: true },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms-of-service" },
    ],
  },
  {
    label: "Sitemaps",
    links: [
      { label: "Blog sitemap", href: "/sitemaps/blogs" },
      { label: "Integrations sitemap", href: "/sitemaps/integrations" },
      {
        label: "Business processes sitemap",
        href: "/sitemaps/business-processes",
      },
      { label: "Case studies sitemap", href: "/sitemaps/case-studies" },
      { label: "XML sitemap", href: "/sitemap.xml" },
    ],
  },
];

/** Path prefixes on which the site header is not shown (behaviour §2). */
export const HEADERLESS_PATH_PREFIXES = [
  "/online-form",
  "/form-submit-result",
] as const;

/** Paths of the form product, whose sign-in actions carry the AI-form relation. */
export const AI_FORM_PATH_PREFIX = "/ai-form";
