import type { IconName } from "~/lib/solutions/schema";

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
  /** Drawn beside the entry in the header's menus. */
  icon?: IconName;
};

/** A header menu's featured card (content/pages/site.yaml, menuFeatures). */
export type NavFeature = {
  eyebrow: string;
  title: string;
  body: string;
  href: string;
  icon: IconName;
};

export type NavGroup = {
  label: string;
  links: NavLink[];
  /** The header menu's featured card; the footer's groups have none. */
  featured?: NavFeature;
};

export type NavEntry =
  ({ kind: "group" } & NavGroup) | ({ kind: "link" } & NavLink);

/** Path prefixes on which the site header is not shown (behaviour §2). */
export const HEADERLESS_PATH_PREFIXES = [
  "/online-form",
  "/form-submit-result",
] as const;

/** Paths of the form product, whose sign-in actions carry the AI-form relation. */
export const AI_FORM_PATH_PREFIX = "/ai-form";
