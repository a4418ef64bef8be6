import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/config/public-pages";
import { FOOTER_NAV } from "~/config/footer-navigation";
import { HEADER_NAV } from "~/config/navigation";
import { SOLUTION_ROUTES } from "~/config/solutions";
import { compileContentDirectory } from "~/lib/content/compile-directory.server";
import {
  loadContentStore,
  type ContentStore,
} from "~/lib/content/store.server";
import { SOLUTION_SOURCES, solutionView } from "./pages.server";
import { solutionPageSchema } from "./schema";

// behaviour §2: the module and industry pages, paths exactly as the spec writes them.
const SPEC_PATHS = [
  "/accounting",
  "/contracting",
  "/eCommerce",
  "/inventory-management",
  "/module-training",
  "/professionalServices",
  "/project-management",
  "/workforce",
  "/customer/construction",
  "/customer/government",
  "/customer/healthcare",
  "/customer/manufacturing",
];

// behaviour §2, Header: the Modules and Customer groups.
const HEADER_GROUPS = {
  Modules: [
    "/module-training",
    "/project-management",
    "/accounting",
    "/inventory-management",
  ],
  Customer: [
    "/contracting",
    "/customer/construction",
    "/customer/manufacturing",
    "/customer/healthcare",
    "/customer/government",
  ],
};

// docs/design.md: a grid never leaves one card alone in a row.
const FEATURE_COUNTS = [2, 3, 4, 6];
const PROBLEM_COUNTS = [3, 4, 6];
const CARD_COUNTS = [2, 3, 4, 6];

let store: ContentStore;
let outDir = "";

beforeAll(async () => {
  outDir = path.join(mkdtempSync(path.join(tmpdir(), "solutions-")), "c");
  // The real content: the slugs the pages name must exist in what the site ships.
  await compileContentDirectory({
    contentDir: path.resolve("content"),
    outDir,
    publicDir: path.resolve("public"),
  });
  store = loadContentStore(outDir);
}, 60_000);

afterAll(() => {
  rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const pages = SOLUTION_ROUTES.map((route) => {
  const source = SOLUTION_SOURCES[route.slug];
  if (!source) throw new Error(`No content file for ${route.slug}`);
  return { route, source };
});

describe("solution routes", () => {
  it("are the spec's twelve paths, each once", () => {
    const paths = SOLUTION_ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(12);
    expect(new Set(SOLUTION_ROUTES.map((route) => route.slug)).size).toBe(12);
  });

  it("put industries under /customer/ and modules at the top level", () => {
    for (const route of SOLUTION_ROUTES) {
      expect(route.path.startsWith("/customer/")).toBe(
        route.kind === "industry",
      );
    }
  });

  it("are in the pages sitemap", () => {
    const listed = PUBLIC_PAGES.map((page) => page.path);
    for (const path of SPEC_PATHS) expect(listed).toContain(path);
  });

  it("are the header's Modules and Customer entries, under the same names", () => {
    for (const [group, paths] of Object.entries(HEADER_GROUPS)) {
      const entry = HEADER_NAV.find(
        (candidate) => candidate.kind === "group" && candidate.label === group,
      );
      if (entry?.kind !== "group") throw new Error(`No ${group} menu`);
      expect(entry.links.map((link) => link.href)).toEqual(paths);
      for (const link of entry.links) {
        const route = SOLUTION_ROUTES.find((r) => r.path === link.href);
        expect(route?.label, link.href).toBe(link.label);
      }
    }
  });

  it("are all in the footer, under the same names", () => {
    const links = FOOTER_NAV.flatMap((group) => group.links);
    for (const route of SOLUTION_ROUTES) {
      expect(links).toContainEqual(
        expect.objectContaining({ href: route.path, label: route.label }),
      );
    }
  });
});

describe.each(pages)("$route.path", ({ route, source }) => {
  it("has a content file that validates", () => {
    const result = solutionPageSchema.safeParse(source);
    const issues = (result.error?.issues ?? []).map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    expect(issues).toEqual([]);
  });

  it("names integrations, processes and case studies that exist", () => {
    for (const slug of source.connections.integrations) {
      expect(store.integration(slug), `integration ${slug}`).not.toBeNull();
    }
    for (const slug of source.connections.processes) {
      expect(store.businessProcess(slug), `process ${slug}`).not.toBeNull();
    }
    expect(store.caseStudy(source.caseStudy.slug)).not.toBeNull();
    if (!source.quote.draft) {
      expect(store.caseStudy(source.quote.caseStudy)).not.toBeNull();
    }
    const slugs = SOLUTION_ROUTES.map((r) => r.slug) as string[];
    for (const related of source.related.slugs) {
      expect(slugs).toContain(related);
      expect(related).not.toBe(route.slug);
    }
  });

  it("resolves to what the page shows", () => {
    const view = solutionView(route.slug, store);
    expect(view.label).toBe(route.label);
    expect(view.caseStudy.slug).toBe(source.caseStudy.slug);
    expect(view.connections.integrations.map((i) => i.slug)).toEqual(
      source.connections.integrations,
    );
    expect(view.connections.integrations.every((i) => i.logo)).toBe(true);
    expect(view.quote.text.length).toBeGreaterThan(20);
  });

  it("lays out no card alone in a row", () => {
    expect(FEATURE_COUNTS).toContain(source.features.items.length);
    expect(PROBLEM_COUNTS).toContain(source.problems.items.length);
    expect(CARD_COUNTS).toContain(source.connections.integrations.length);
    expect(CARD_COUNTS).toContain(source.connections.processes.length);
    expect([3, 4]).toContain(source.related.slugs.length);
  });

  it("asks four to six questions and gives the hero and each feature a visual", () => {
    expect(source.faq.length).toBeGreaterThanOrEqual(4);
    expect(source.faq.length).toBeLessThanOrEqual(6);
    expect(source.hero.visual.kind).toBeTruthy();
    for (const feature of source.features.items) {
      expect(feature.visual.kind).toBeTruthy();
    }
  });
});

describe("the page schema", () => {
  const valid = pages[0]!.source;

  it("refuses a feature grid that would leave a card alone", () => {
    const five = {
      ...valid,
      features: {
        ...valid.features,
        items: [...valid.features.items, ...valid.features.items.slice(0, 2)],
      },
    };
    expect(solutionPageSchema.safeParse(five).success).toBe(false);
  });

  it("refuses a quote that is neither a case study's nor marked as a draft", () => {
    const invented = {
      ...valid,
      quote: { text: "Great product.", attribution: "CFO, Acme" },
    };
    expect(solutionPageSchema.safeParse(invented).success).toBe(false);
  });

  it("refuses a roster row without a cell for each certificate", () => {
    const roster = {
      kind: "certification-roster",
      title: "Roster",
      label: "A roster",
      heading: "Crew",
      certificates: ["OSHA 30", "First aid", "Forklift"],
      people: [
        {
          name: "A. B.",
          role: "Lead",
          cells: [{ status: "valid", text: "x" }],
        },
        ...Array.from({ length: 2 }, () => ({
          name: "C. D.",
          role: "Tech",
          cells: Array.from({ length: 3 }, () => ({
            status: "valid",
            text: "x",
          })),
        })),
      ],
    };
    const page = { ...valid, hero: { ...valid.hero, visual: roster } };
    expect(solutionPageSchema.safeParse(page).success).toBe(false);
  });
});
