import {
  SOLUTION_ROUTES,
  type SolutionRoute,
  type SolutionSlug,
} from "~/config/solutions";
import type { ContentStore } from "~/lib/content/store.server";
import {
  solutionPageSchema,
  type SolutionPage,
  type SolutionPageInput,
  type SolutionView,
} from "./schema";

// Every page's content file, bundled as data at build time (vite.config.ts). The content
// compiler has checked each against the schema and the catalogue (solution-files.ts).
// Vite reads import.meta.glob's arguments as literals: a mutant placed in them stops every test
// file from loading (issue 28), and the pages' tests already fail if a glob finds no file.
// Stryker disable all
const SOURCE_FILES = import.meta.glob<SolutionPageInput>(
  ["../../../content/modules/*.yaml", "../../../content/industries/*.yaml"],
  { eager: true, import: "default" },
);
// Stryker restore all

/** Every page's content by its slug: the file's name. */
export const SOLUTION_SOURCES: Record<string, SolutionPageInput> =
  Object.fromEntries(
    Object.entries(SOURCE_FILES).map(([file, page]) => [
      file.replace(/^.*\/|\.yaml$/g, ""),
      page,
    ]),
  );

const parsed = new Map<SolutionSlug, SolutionPage>();

/** A page's data, validated on first use (a bad data file fails its page and the unit tests). */
function pageData(slug: SolutionSlug) {
  let page = parsed.get(slug);
  if (!page) {
    page = solutionPageSchema.parse(SOLUTION_SOURCES[slug]);
    parsed.set(slug, page);
  }
  return page;
}

/**
 * The route a request path belongs to. Remix matches paths case-insensitively and without a
 * trailing slash, so `/ecommerce/` finds `/eCommerce`; the caller redirects to the real path.
 */
export function solutionRouteFor(pathname: string): SolutionRoute | null {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return (
    SOLUTION_ROUTES.find((route) => route.path.toLowerCase() === wanted) ?? null
  );
}

const routeOf = (slug: SolutionSlug) => {
  const route = SOLUTION_ROUTES.find((candidate) => candidate.slug === slug);
  if (!route) throw new Error(`No route for the solution page ${slug}`);
  return route;
};

/** A page's data with its integrations, processes, case study and links resolved. */
export function solutionView(
  slug: SolutionSlug,
  store: ContentStore,
): SolutionView {
  const page = pageData(slug);
  const route = routeOf(slug);
  const missing = (what: string, name: string): never => {
    throw new Error(`${route.path}: no ${what} "${name}" in the content`);
  };

  const study =
    store.caseStudy(page.caseStudy.slug) ??
    missing("case study", page.caseStudy.slug);
  const quote = page.quote.draft
    ? { text: page.quote.text, attribution: page.quote.attribution }
    : quoteOf(
        store.caseStudy(page.quote.caseStudy) ??
          missing("case study", page.quote.caseStudy),
      );

  return {
    slug: route.slug,
    icon: route.icon,
    summary: route.summary,
    kind: route.kind,
    label: route.label,
    hero: page.hero,
    sections: page.sections,
    problems: page.problems,
    features: page.features,
    quote,
    caseStudy: {
      slug: study.slug,
      customer: study.customer,
      industry: study.industry,
      summary: study.summary,
      results: study.results,
      title: page.caseStudy.title,
    },
    connections: {
      title: page.connections.title,
      lead: page.connections.lead,
      integrations: page.connections.integrations.map((name) => {
        const entry = store.integration(name) ?? missing("integration", name);
        return {
          slug: entry.slug,
          name: entry.name,
          category: entry.category,
          logo: entry.logo,
          summary: entry.summary,
        };
      }),
      processes: page.connections.processes.map((name) => {
        const entry =
          store.businessProcess(name) ?? missing("business process", name);
        return {
          slug: entry.slug,
          title: entry.title,
          category: entry.category,
          summary: entry.summary,
        };
      }),
    },
    related: {
      title: page.related.title,
      lead: page.related.lead,
      pages: page.related.slugs.map((related) => {
        const { path, label, icon, summary } = routeOf(related);
        return { path, label, icon, summary };
      }),
    },
    faq: page.faq,
    cta: page.cta,
  };
}

/** A case study's quote, with the customer's industry: the attribution the design asks for. */
const quoteOf = (study: {
  slug: string;
  industry: string;
  quote: { text: string; attribution: string };
}) => ({
  text: study.quote.text,
  attribution: `${study.quote.attribution} · ${study.industry}`,
  href: `/case-studies/${study.slug}`,
});

/** The document title and description of a page. */
export const solutionSeo = (slug: SolutionSlug) => ({
  title: pageData(slug).title,
  description: routeOf(slug).description,
});
