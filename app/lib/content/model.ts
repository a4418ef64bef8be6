/**
 * The shape of the compiled content: what the build step writes to build/content/ and what
 * the server reads back. Shared by the compiler, the store and the routes.
 */

/** The content folders, each named after its URL section. */
export const COLLECTIONS = [
  "blog",
  "integrations",
  "business-processes",
  "case-studies",
  "legal",
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** behaviour §2: exactly these case-study pages exist. */
export const CASE_STUDY_SLUGS = [
  "bluestreak",
  "kai-media",
  "medallion",
  "tc-boiler",
] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

/** behaviour §2: the two legal pages, /privacy and /terms-of-service. */
export const LEGAL_SLUGS = ["privacy", "terms-of-service"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const BLOG_PAGE_SIZE = 12;
/** How many entries the feed carries. */
export const FEED_SIZE = 20;
export const RELATED_POSTS = 3;

export const COMPILED_FORMAT_VERSION = 3;

export type Person = { name: string; role: string };
export type Image = { src: string; alt: string };

/** A picture that may travel inside the page (app/lib/content/inline-cover.server.ts). */
export type InlinableImage = Image & {
  /** The picture itself as a `data:` URL, when small enough to travel in the page. */
  inlineSrc?: string;
};

export type BlogPostEntry = {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, or null when the post was never revised. */
  updated: string | null;
  author: Person;
  tags: string[];
  cover: Image;
  readingMinutes: number;
  /** Slugs of up to RELATED_POSTS posts sharing the most tags, newest first. */
  related: string[];
};

export type IntegrationEntry = {
  slug: string;
  name: string;
  category: string;
  logo: string;
  summary: string;
  website: string;
  /** Business-process slugs; each pair has a page. */
  processes: string[];
};

export type BusinessProcessEntry = {
  slug: string;
  title: string;
  category: string;
  summary: string;
  steps: string[];
  /** Integration slugs; each pair has a page. */
  integrations: string[];
};

export type CaseStudyEntry = {
  slug: CaseStudySlug;
  customer: string;
  industry: string;
  summary: string;
  date: string;
  headline: string;
  teamSize: string;
  /** Module slugs (app/config/solutions.ts), the first pictured on the page. */
  modules: string[];
  /** Integration slugs. */
  integrations: string[];
  figures: {
    status: "to confirm" | "confirmed";
    items: { value: string; label: string }[];
  };
  results: { title: string; detail: string }[];
  quote: { text: string; attribution: string };
};

/** A `##` heading of a compiled body: its anchor and its text. */
export type Section = { id: string; title: string };

export type LegalEntry = {
  slug: LegalSlug;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  effective: string;
  /** Where questions about the page go. */
  contact: string;
  /** The body's `##` sections, in order: the page's table of contents. */
  sections: Section[];
};

/** build/content/index.json */
export type ContentIndex = {
  formatVersion: typeof COMPILED_FORMAT_VERSION;
  /** Newest first; drafts are not compiled. */
  blog: BlogPostEntry[];
  /** By name. */
  integrations: IntegrationEntry[];
  /** By title. */
  businessProcesses: BusinessProcessEntry[];
  /** In CASE_STUDY_SLUGS order. */
  caseStudies: CaseStudyEntry[];
  /** In LEGAL_SLUGS order. */
  legal: LegalEntry[];
};

/** Where an entry's compiled HTML body lives, relative to the compiled content folder. */
export function bodyFileOf(collection: Collection, slug: string) {
  return `${collection}/${slug}.html`;
}
