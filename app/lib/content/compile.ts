import { type z } from "zod";
import { splitFrontMatter } from "./front-matter";
import { COMPANY_EMAIL_DOMAIN } from "~/config/site";
import { renderMarkdown, type Heading } from "./markdown";
import {
  bodyFileOf,
  CASE_STUDY_SLUGS,
  COMPILED_FORMAT_VERSION,
  LEGAL_SLUGS,
  RELATED_POSTS,
  type BlogPostEntry,
  type BusinessProcessEntry,
  type CaseStudyEntry,
  type Collection,
  type ContentIndex,
  type IntegrationEntry,
  type LegalEntry,
} from "./model";
import {
  addressesOffTheCompanyDomain,
  expandPlaceholders,
  KNOWN_PLACEHOLDERS,
} from "./placeholders";
import {
  blogFrontMatterSchema,
  businessProcessFrontMatterSchema,
  caseStudyFrontMatterSchema,
  checkFrontMatter,
  integrationFrontMatterSchema,
  legalFrontMatterSchema,
} from "./schemas";
import { SLUG_PATTERN } from "./vocabulary";

/** One markdown file, named as the writer knows it (for example `content/blog/x.md`). */
export type SourceFile = { file: string; contents: string };
export type ContentSources = Record<Collection, SourceFile[]>;

export type ContentProblem = { file: string; field: string; reason: string };

export class ContentValidationError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems
        .map(formatProblem)
        .join("\n")}`,
    );
    this.name = "ContentValidationError";
  }
}

export const formatProblem = ({ file, field, reason }: ContentProblem) =>
  `  - ${file}: ${field}: ${reason}`;

export type CompiledContent = {
  index: ContentIndex;
  /** Compiled HTML bodies by their file (see bodyFileOf). */
  bodies: Map<string, string>;
};

export type CompileOptions = {
  /** The content folder as writers name it in messages (default `content`). */
  contentRoot?: string;
  /** Whether a public path (`/images/...`) exists; unset skips the check. */
  assetExists?: (publicPath: string) => boolean;
};

export const slugOf = (file: string) =>
  (file.split(/[\\/]/).pop() ?? file).replace(/\.md$/, "");

const byText =
  <T>(key: (entry: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b), "en");

const FRONT_MATTER_SCHEMAS = {
  blog: blogFrontMatterSchema,
  integrations: integrationFrontMatterSchema,
  "business-processes": businessProcessFrontMatterSchema,
  "case-studies": caseStudyFrontMatterSchema,
  legal: legalFrontMatterSchema,
} as const;

/** The collections whose pages are fixed by behaviour §2: exactly these files, each required. */
const FIXED_SLUGS = {
  "case-studies": CASE_STUDY_SLUGS,
  legal: LEGAL_SLUGS,
} as const;
type FixedCollection = keyof typeof FIXED_SLUGS;

/** The slugs of the files present in each fixed collection, valid or not. */
export type FixedFileSlugs = Record<FixedCollection, readonly string[]>;

export const fileSlugsOf = (sources: ContentSources): FixedFileSlugs => ({
  "case-studies": sources["case-studies"].map(({ file }) => slugOf(file)),
  legal: sources.legal.map(({ file }) => slugOf(file)),
});

const FIXED_PAGE_PATHS: Record<FixedCollection, (slug: string) => string> = {
  "case-studies": (slug) => `/case-studies/${slug}`,
  legal: (slug) => `/${slug}`,
};

type FrontMatterOf<C extends Collection> = z.output<
  (typeof FRONT_MATTER_SCHEMAS)[C]
>;

/** One file that passed every check of its own, with its body compiled. */
export type ParsedEntry<C extends Collection = Collection> = {
  slug: string;
  file: string;
  data: FrontMatterOf<C>;
  html: string;
  readingMinutes: number;
  /** The body's `##` headings (a legal page's table of contents). */
  headings: Heading[];
};

export type ParsedCollection<C extends Collection = Collection> = {
  entries: ParsedEntry<C>[];
  problems: ContentProblem[];
};

/**
 * The checks one file can pass alone, then its markdown compiled. Independent of every other
 * file, so a large collection can be parsed in parallel (compile-directory.server.ts).
 */
export function parseCollection<C extends Collection>(
  collection: C,
  sources: readonly SourceFile[],
  { assetExists }: Pick<CompileOptions, "assetExists"> = {},
): ParsedCollection<C> {
  const entries: ParsedEntry<C>[] = [];
  const problems: ContentProblem[] = [];
  const requireAsset = (file: string, field: string, publicPath: string) => {
    if (assetExists && !assetExists(publicPath)) {
      problems.push({
        file,
        field,
        reason: `points to ${publicPath}, which is not in public/`,
      });
    }
  };

  for (const { file, contents } of sources) {
    const slug = slugOf(file);
    if (!SLUG_PATTERN.test(slug)) {
      problems.push({
        file,
        field: "file name",
        reason:
          "must be a lowercase kebab-case slug followed by .md (the slug is the page's URL)",
      });
      continue;
    }
    if (isFixedCollection(collection)) {
      const allowed: readonly string[] = FIXED_SLUGS[collection];
      if (!allowed.includes(slug)) {
        problems.push({
          file,
          field: "file name",
          reason: `must be one of ${allowed.join(", ")} (behaviour §2 has exactly these ${collection === "legal" ? "legal" : "case-study"} pages)`,
        });
        continue;
      }
    }
    const expanded = expandPlaceholders(contents);
    if (!expanded.ok) {
      for (const written of expanded.unknown) {
        problems.push({
          file,
          field: "placeholder",
          reason: `${written} is not one we know: use ${KNOWN_PLACEHOLDERS.join(", ")} (app/config/site.ts)`,
        });
      }
      continue;
    }
    const split = splitFrontMatter(expanded.contents);
    if (!split.ok) {
      problems.push({ file, field: "front matter", reason: split.reason });
      continue;
    }
    const checked = checkFrontMatter(
      FRONT_MATTER_SCHEMAS[collection],
      split.data,
    );
    if (!checked.ok) {
      for (const problem of checked.problems)
        problems.push({ file, ...problem });
      continue;
    }
    const data = checked.data as FrontMatterOf<C>;
    if (collection === "blog") {
      const { cover } = data as FrontMatterOf<"blog">;
      const expectedCover = `/images/blog/${slug}.svg`;
      if (cover.src !== expectedCover) {
        problems.push({
          file,
          field: "cover.src",
          reason: `must be ${expectedCover} (the cover is named after the post)`,
        });
        continue;
      }
      requireAsset(file, "cover.src", cover.src);
    }
    if (collection === "integrations") {
      requireAsset(file, "logo", (data as FrontMatterOf<"integrations">).logo);
    }
    if (!split.body.trim()) {
      problems.push({
        file,
        field: "body",
        reason: "is empty: write the page's text below the front matter",
      });
      continue;
    }
    const rendered = renderMarkdown(split.body);
    const foreignAddresses =
      collection === "legal" ? addressesOffTheCompanyDomain(split.body) : [];
    if (foreignAddresses.length > 0) {
      problems.push({
        file,
        field: "body",
        reason: `gives ${foreignAddresses.join(", ")}: the company's addresses are on ${COMPANY_EMAIL_DOMAIN}, written as ${KNOWN_PLACEHOLDERS.join(", ")}`,
      });
      continue;
    }
    if (collection === "legal" && rendered.headings.length === 0) {
      problems.push({
        file,
        field: "body",
        reason:
          "has no `##` section headings: the page's table of contents lists them",
      });
      continue;
    }
    entries.push({ slug, file, data, ...rendered });
  }
  return { entries, problems };
}

export type ParsedContent = {
  [C in Collection]: ParsedCollection<C>;
};

/**
 * Validates every file and compiles its body. Collects all problems before failing, so one
 * build names everything a writer has to fix. Pure: no file system, no clock.
 */
export function compileContent(
  sources: ContentSources,
  options: CompileOptions = {},
): CompiledContent {
  return assembleContent(
    {
      blog: parseCollection("blog", sources.blog, options),
      integrations: parseCollection(
        "integrations",
        sources.integrations,
        options,
      ),
      "business-processes": parseCollection(
        "business-processes",
        sources["business-processes"],
        options,
      ),
      "case-studies": parseCollection(
        "case-studies",
        sources["case-studies"],
        options,
      ),
      legal: parseCollection("legal", sources.legal, options),
    },
    fileSlugsOf(sources),
    options,
  );
}

/**
 * The checks across files (required case studies and legal pages, integration ↔ process pairs), then the
 * index: drafts left out, posts newest first with their related posts.
 */
export function assembleContent(
  parsed: ParsedContent,
  fileSlugs: FixedFileSlugs,
  options: Pick<CompileOptions, "contentRoot"> = {},
): CompiledContent {
  const problems: ContentProblem[] = [
    ...parsed.blog.problems,
    ...parsed.integrations.problems,
    ...parsed["business-processes"].problems,
    ...parsed["case-studies"].problems,
    ...parsed.legal.problems,
  ];
  const posts = parsed.blog.entries;
  const integrations = parsed.integrations.entries;
  const processes = parsed["business-processes"].entries;
  const caseStudies = parsed["case-studies"].entries;
  const legalPages = parsed.legal.entries;

  problems.push(
    ...missingFixedFiles(fileSlugs, options.contentRoot ?? "content"),
  );
  problems.push(
    ...checkPairs(
      integrations.map(({ slug, file, data }) => ({
        slug,
        file,
        links: data.processes,
      })),
      processes.map(({ slug, file, data }) => ({
        slug,
        file,
        links: data.integrations,
      })),
    ),
  );

  problems.push(
    ...danglingIntegrations(
      caseStudies.map(({ file, data }) => ({ file, links: data.integrations })),
      new Set(integrations.map(({ slug }) => slug)),
    ),
  );

  if (problems.length > 0) throw new ContentValidationError(problems);

  const bodies = new Map<string, string>();
  const keepBody =
    (collection: Collection) =>
    ({ slug, html }: { slug: string; html: string }) =>
      bodies.set(bodyFileOf(collection, slug), html);

  // Drafts are validated like any post, then left out of everything the site serves.
  const published = posts.filter(({ data }) => !data.draft);
  published.forEach(keepBody("blog"));
  integrations.forEach(keepBody("integrations"));
  processes.forEach(keepBody("business-processes"));
  caseStudies.forEach(keepBody("case-studies"));
  legalPages.forEach(keepBody("legal"));

  return {
    index: {
      formatVersion: COMPILED_FORMAT_VERSION,
      blog: withRelatedPosts(
        published
          .map(({ slug, data, readingMinutes }) => ({
            slug,
            title: data.title,
            description: data.description,
            date: data.date,
            updated: data.updated ?? null,
            author: data.author,
            tags: data.tags,
            cover: data.cover,
            readingMinutes,
          }))
          .sort(newestFirst),
      ),
      integrations: integrations
        .map(({ slug, data }): IntegrationEntry => ({ slug, ...data }))
        .sort(byText((entry) => entry.name)),
      businessProcesses: processes
        .map(({ slug, data }): BusinessProcessEntry => ({ slug, ...data }))
        .sort(byText((entry) => entry.title)),
      caseStudies: CASE_STUDY_SLUGS.flatMap((slug): CaseStudyEntry[] => {
        const found = caseStudies.find((study) => study.slug === slug);
        return found ? [{ slug, ...found.data }] : [];
      }),
      legal: LEGAL_SLUGS.flatMap((slug): LegalEntry[] => {
        const found = legalPages.find((page) => page.slug === slug);
        return found ? [{ slug, ...found.data, sections: found.headings }] : [];
      }),
    },
    bodies,
  };
}

const isFixedCollection = (
  collection: Collection,
): collection is FixedCollection => collection in FIXED_SLUGS;

/** Newest first by publication date; the slug breaks ties so the order never depends on the disk. */
export function newestFirst(
  a: Pick<BlogPostEntry, "date" | "slug">,
  b: Pick<BlogPostEntry, "date" | "slug">,
) {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.slug.localeCompare(b.slug, "en");
}

function missingFixedFiles(
  presentSlugs: FixedFileSlugs,
  contentRoot: string,
): ContentProblem[] {
  return (Object.keys(FIXED_SLUGS) as FixedCollection[]).flatMap((collection) =>
    FIXED_SLUGS[collection]
      .filter((slug) => !presentSlugs[collection].includes(slug))
      .map((slug) => ({
        file: `${contentRoot}/${collection}/${slug}.md`,
        field: "file",
        reason: `is missing: the page ${FIXED_PAGE_PATHS[collection](slug)} needs it (behaviour §2)`,
      })),
  );
}

/** A case study's `integrations` that name no file in content/integrations/. */
export function danglingIntegrations(
  studies: ReadonlyArray<{ file: string; links: readonly string[] }>,
  known: ReadonlySet<string>,
): ContentProblem[] {
  return studies.flatMap(({ file, links }) =>
    links
      .filter((link) => !known.has(link))
      .map((link) => ({
        file,
        field: "integrations",
        reason: `lists "${link}", which is not an integration (there is no integrations/${link}.md)`,
      })),
  );
}

/** One side of the integration ↔ business-process relation, as a file declares it. */
export type PairSide = { slug: string; file: string; links: string[] };

/**
 * Integration X lists process P exactly when P lists X. Each one-sided or dangling reference is
 * reported once, on the file that makes it.
 */
export function checkPairs(
  integrations: PairSide[],
  processes: PairSide[],
): ContentProblem[] {
  const oneWay = (
    from: PairSide[],
    to: PairSide[],
    names: {
      field: string;
      targetFolder: string;
      targetNoun: string;
      backField: string;
    },
  ) => {
    const targets = new Map(to.map((side) => [side.slug, side]));
    return from.flatMap(({ slug, file, links }) =>
      links.flatMap((link): ContentProblem[] => {
        const target = targets.get(link);
        if (!target) {
          return [
            {
              file,
              field: names.field,
              reason: `lists "${link}", which is not ${names.targetNoun} (there is no ${names.targetFolder}/${link}.md)`,
            },
          ];
        }
        if (!target.links.includes(slug)) {
          return [
            {
              file,
              field: names.field,
              reason: `lists "${link}", but ${target.file} does not list "${slug}" in ${names.backField}`,
            },
          ];
        }
        return [];
      }),
    );
  };
  return [
    ...oneWay(integrations, processes, {
      field: "processes",
      targetFolder: "business-processes",
      targetNoun: "a business process",
      backField: "integrations",
    }),
    ...oneWay(processes, integrations, {
      field: "integrations",
      targetFolder: "integrations",
      targetNoun: "an integration",
      backField: "processes",
    }),
  ];
}

/**
 * For each post (given newest first), the RELATED_POSTS posts sharing the most tags with it,
 * newest first among equals. Scans only the posts of its own tags, keeping the best few as it
 * goes, so the cost grows with the posts per tag, not with every pair of posts.
 */
export function withRelatedPosts(
  posts: Omit<BlogPostEntry, "related">[],
): BlogPostEntry[] {
  const positionsByTag = new Map<string, number[]>();
  posts.forEach((post, position) => {
    for (const tag of post.tags) {
      const positions = positionsByTag.get(tag) ?? [];
      positions.push(position);
      positionsByTag.set(tag, positions);
    }
  });
  return posts.map((post, position) => {
    const shared = new Map<number, number>();
    for (const tag of post.tags) {
      for (const other of positionsByTag.get(tag) ?? []) {
        if (other !== position) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    const best: [position: number, score: number][] = [];
    for (const [other, score] of shared) {
      const rank = best.findIndex(
        ([bestPosition, bestScore]) =>
          score > bestScore || (score === bestScore && other < bestPosition),
      );
      if (rank === -1) {
        if (best.length < RELATED_POSTS) best.push([other, score]);
      } else {
        best.splice(rank, 0, [other, score]);
        if (best.length > RELATED_POSTS) best.pop();
      }
    }
    return {
      ...post,
      related: best.flatMap(([other]) => posts[other]?.slug ?? []),
    };
  });
}
