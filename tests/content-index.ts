import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bodyFileOf,
  COMPILED_FORMAT_VERSION,
  type BlogPostEntry,
  type BusinessProcessEntry,
  type CaseStudyEntry,
  type CaseStudySlug,
  type Collection,
  type ContentIndex,
  type IntegrationEntry,
  type LegalEntry,
  type LegalSlug,
} from "~/lib/content/model";

/**
 * Small compiled-content entries for unit tests of what the routes make of the content: only the
 * fields a test names differ from the defaults. (tests/fixtures/content is the whole pipeline.)
 */
export const blogPost = (
  slug: string,
  date: string,
  updated: string | null = null,
): BlogPostEntry => ({
  slug,
  title: `Post ${slug}`,
  description: `About ${slug}.`,
  date,
  updated,
  author: { name: "Priya Raman", role: "Editor" },
  tags: [],
  cover: { src: `/images/blog/${slug}.svg`, alt: slug },
  readingMinutes: 3,
  related: [],
});

export const businessProcess = (
  slug: string,
  category: string,
): BusinessProcessEntry => ({
  slug,
  title: `Process ${slug}`,
  category,
  summary: "",
  steps: [],
  integrations: [],
});

export const integration = (
  slug: string,
  category: string,
  processes: string[] = [],
): IntegrationEntry => ({
  slug,
  name: `Tool ${slug}`,
  category,
  logo: "",
  summary: "",
  website: "https://example.com",
  processes,
});

export const caseStudy = (
  slug: CaseStudySlug,
  customer: string,
  industry: string,
  date: string,
): CaseStudyEntry => ({
  slug,
  customer,
  industry,
  summary: "",
  date,
  headline: "",
  teamSize: "",
  modules: [],
  integrations: [],
  figures: { status: "to confirm", items: [] },
  results: [],
  quote: { text: "", attribution: "" },
});

export const legalPage = (slug: LegalSlug, title: string): LegalEntry => ({
  slug,
  title,
  description: `What ${title} says.`,
  effective: "2025-01-01",
  contact: "legal@adenhq.com",
  sections: [{ id: "scope", title: "Scope" }],
});

export const contentIndex = (entries: Partial<ContentIndex>): ContentIndex => ({
  formatVersion: COMPILED_FORMAT_VERSION,
  blog: [],
  integrations: [],
  businessProcesses: [],
  caseStudies: [],
  legal: [],
  ...entries,
});

/**
 * Writes a compiled-content folder (index.json and the given bodies) to a new temporary folder,
 * for code that reads the content through getContentStore (CONTENT_BUILD_DIR).
 */
export function writeContentBuild(
  index: ContentIndex,
  bodies: { collection: Collection; slug: string; html: string }[] = [],
): string {
  const directory = mkdtempSync(path.join(tmpdir(), "content-build-"));
  writeFileSync(path.join(directory, "index.json"), JSON.stringify(index));
  for (const { collection, slug, html } of bodies) {
    const file = path.join(directory, bodyFileOf(collection, slug));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return directory;
}
