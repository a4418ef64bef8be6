import { z } from "zod";
import {
  catalogueEntrySchema,
  catalogueSchema,
} from "~/lib/solutions/catalogue-schema";
import { solutionPageSchema } from "~/lib/solutions/schema";
import type { ContentProblem, SourceFile } from "./compile";
import { parseYamlData } from "./front-matter";
import { PAGE_SCHEMAS, type HomePageCopy } from "./page-schemas";
import { checkFrontMatter } from "./schemas";

/**
 * The YAML half of content/ (issue 26): the catalogue of modules and industries, one file per
 * module and industry page, and the structured pages' copy. The site bundles these files as data
 * (vite.config.ts); this is where they are checked, before every build, on every change in
 * development and by `npm run content:check`, every problem reported as `file: field: reason`.
 */
export type PageFileSources = {
  /** content/catalogue.yaml, or null when it is missing. */
  catalogue: SourceFile | null;
  modules: SourceFile[];
  industries: SourceFile[];
  /** content/pages/*.yaml */
  pages: SourceFile[];
};

/** The slugs of the markdown entries the pages may name. */
export type KnownSlugs = {
  integrations: readonly string[];
  businessProcesses: readonly string[];
  caseStudies: readonly string[];
  /** The modules each case study names in its front matter, by file. */
  caseStudyModules?: ReadonlyArray<{
    file: string;
    modules: readonly string[];
  }>;
};

const nameOf = (file: string) =>
  (file.split(/[\\/]/).pop() ?? file).replace(/\.ya?ml$/, "");

/** What the other files' checks need of an entry: its slug and kind. */
const entryKeySchema = z.object({
  slug: z.string(),
  kind: catalogueEntrySchema.shape.kind,
});
type EntryKey = z.infer<typeof entryKeySchema>;

/** The kind with its article, so a message reads "an industry page". */
const anOf = (kind: EntryKey["kind"]) =>
  kind === "industry" ? "an industry" : "a module";

/**
 * The entries of a catalogue that failed its own checks, as far as they can be read: the other
 * files are still checked against them, so one bad entry doesn't hide their problems.
 */
function entryKeysOf(contents: string): EntryKey[] {
  const parsed = parseYamlData(contents);
  if (!parsed.ok) return [];
  const result = z
    .object({ entries: z.array(z.unknown()) })
    .safeParse(parsed.data);
  if (!result.success) return [];
  return result.data.entries.map((entry) => {
    const key = entryKeySchema.safeParse(entry);
    return key.success ? key.data : { slug: "", kind: "module" as const };
  });
}

export function checkPageFiles(
  sources: PageFileSources,
  known: KnownSlugs,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (file: string, field: string, reason: string) =>
    problems.push({ file, field, reason });

  /** The file's data when it parses and passes its schema, with every problem recorded. */
  const check = <S extends Parameters<typeof checkFrontMatter>[0]>(
    source: SourceFile,
    schema: S,
  ) => {
    const parsed = parseYamlData(source.contents);
    if (!parsed.ok) {
      problem(source.file, "file", parsed.reason);
      return null;
    }
    const result = checkFrontMatter(schema, parsed.data);
    if (!result.ok) {
      for (const { field, reason } of result.problems)
        problem(source.file, field, reason);
      return null;
    }
    return result.data;
  };
  const requireKnown = (
    file: string,
    field: string,
    slugs: readonly string[],
    allowed: readonly string[],
    what: string,
  ) => {
    for (const slug of slugs) {
      if (!allowed.includes(slug)) problem(file, field, `no ${what} "${slug}"`);
    }
  };

  const catalogueFile = sources.catalogue?.file ?? "content/catalogue.yaml";
  let entries: readonly EntryKey[] = [];
  if (!sources.catalogue) {
    problem(catalogueFile, "file", "is missing");
  } else {
    entries =
      check(sources.catalogue, catalogueSchema)?.entries ??
      entryKeysOf(sources.catalogue.contents);
  }
  const catalogueSlugs = entries.map((entry) => entry.slug);
  const moduleSlugs = entries
    .filter((entry) => entry.kind === "module")
    .map((entry) => entry.slug);
  if (entries.length > 0) {
    for (const study of known.caseStudyModules ?? []) {
      requireKnown(study.file, "modules", study.modules, moduleSlugs, "module");
    }
  }

  for (const [folder, kind] of [
    ["modules", "module"],
    ["industries", "industry"],
  ] as const) {
    for (const source of sources[folder]) {
      const slug = nameOf(source.file);
      const entry = entries.find((candidate) => candidate.slug === slug);
      if (entries.length > 0 && !entry) {
        problem(
          source.file,
          "file name",
          `has no entry "${slug}" in ${catalogueFile}`,
        );
      } else if (entry && entry.kind !== kind) {
        problem(
          source.file,
          "file name",
          `is ${anOf(kind)} page, but ${catalogueFile} says ${slug} is ${anOf(entry.kind)}`,
        );
      }
      const page = check(source, solutionPageSchema);
      if (!page) continue;
      if (page.related.slugs.includes(slug)) {
        problem(source.file, "related.slugs", "a page doesn't link to itself");
      }
      if (entries.length > 0) {
        requireKnown(
          source.file,
          "related.slugs",
          page.related.slugs,
          catalogueSlugs,
          "catalogue entry",
        );
      }
      requireKnown(
        source.file,
        "connections.integrations",
        page.connections.integrations,
        known.integrations,
        "integration",
      );
      requireKnown(
        source.file,
        "connections.processes",
        page.connections.processes,
        known.businessProcesses,
        "business process",
      );
      requireKnown(
        source.file,
        "caseStudy.slug",
        [page.caseStudy.slug],
        known.caseStudies,
        "case study",
      );
    }
  }
  for (const [index, entry] of entries.entries()) {
    if (!entry.slug) continue;
    const folder = entry.kind === "module" ? "modules" : "industries";
    if (!sources[folder].some((source) => nameOf(source.file) === entry.slug)) {
      problem(
        catalogueFile,
        `entries.${index}.slug`,
        `has no page file content/${folder}/${entry.slug}.yaml`,
      );
    }
  }

  for (const source of sources.pages) {
    const name = nameOf(source.file);
    if (!(name in PAGE_SCHEMAS)) {
      problem(
        source.file,
        "file name",
        `must be one of ${Object.keys(PAGE_SCHEMAS).join(", ")}.yaml`,
      );
      continue;
    }
    const copy = check(source, PAGE_SCHEMAS[name as keyof typeof PAGE_SCHEMAS]);
    if (name === "home" && copy) {
      const home = copy as HomePageCopy;
      requireKnown(
        source.file,
        "capabilities.cards.process.slug",
        [home.capabilities.cards.process.slug],
        known.businessProcesses,
        "business process",
      );
      requireKnown(
        source.file,
        "outcomes",
        [
          ...home.outcomes.figures.map(({ study }) => study),
          home.outcomes.quote,
        ],
        known.caseStudies,
        "case study",
      );
      if (entries.length > 0) {
        requireKnown(
          source.file,
          "story.rows",
          home.story.rows.map((row) => row.module),
          moduleSlugs,
          "module",
        );
      }
    }
  }
  for (const name of Object.keys(PAGE_SCHEMAS)) {
    if (!sources.pages.some((source) => nameOf(source.file) === name)) {
      problem(`content/pages/${name}.yaml`, "file", "is missing");
    }
  }
  return problems;
}
