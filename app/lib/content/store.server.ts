import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import {
  bodyFileOf,
  COMPILED_FORMAT_VERSION,
  type BlogPostEntry,
  type BusinessProcessEntry,
  type CaseStudyEntry,
  type Collection,
  type ContentIndex,
  type IntegrationEntry,
  type LegalEntry,
} from "./model";

/** How many compiled bodies stay in memory; the rest are read from disk when asked for. */
const BODY_CACHE_SIZE = 200;

export type TagCount = { tag: string; count: number };
export type Pair = {
  integration: IntegrationEntry;
  process: BusinessProcessEntry;
};

/** The compiled content of one build, indexed for the routes. Read-only once loaded. */
export type ContentStore = {
  index: ContentIndex;
  post: (slug: string) => { post: BlogPostEntry; position: number } | null;
  postsTagged: (tag: string) => readonly BlogPostEntry[];
  /** Every tag, most used first. */
  tags: readonly TagCount[];
  integration: (slug: string) => IntegrationEntry | null;
  businessProcess: (slug: string) => BusinessProcessEntry | null;
  caseStudy: (slug: string) => CaseStudyEntry | null;
  legal: (slug: string) => LegalEntry | null;
  /** The pairs both sides declare, ordered by integration then process. */
  pairs: readonly Pair[];
  pair: (integration: string, process: string) => Pair | null;
  /** The compiled HTML of an entry's markdown. */
  body: (collection: Collection, slug: string) => Promise<string>;
};

export class MissingContentBuildError extends Error {
  constructor(directory: string) {
    super(
      `No compiled content at ${directory}. Run "npm run build" (or restart "npm run dev"), or set CONTENT_BUILD_DIR.`,
    );
    this.name = "MissingContentBuildError";
  }
}

const bySlug = <T extends { slug: string }>(entries: readonly T[]) =>
  new Map(entries.map((entry) => [entry.slug, entry]));

export function createContentStore(
  index: ContentIndex,
  readBody: (file: string) => Promise<string>,
): ContentStore {
  const postsBySlug = new Map(
    index.blog.map((post, position) => [post.slug, { post, position }]),
  );
  const postsByTag = new Map<string, BlogPostEntry[]>();
  for (const post of index.blog) {
    for (const tag of post.tags) {
      const posts = postsByTag.get(tag) ?? [];
      posts.push(post);
      postsByTag.set(tag, posts);
    }
  }
  const tags = [...postsByTag]
    .map(([tag, posts]) => ({ tag, count: posts.length }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, "en"));

  const integrations = bySlug(index.integrations);
  const processes = bySlug(index.businessProcesses);
  const caseStudies = bySlug(index.caseStudies);
  const legalPages = bySlug(index.legal);
  const pairs = index.integrations.flatMap((integration) =>
    integration.processes.flatMap((processSlug) => {
      const process = processes.get(processSlug);
      return process ? [{ integration, process }] : [];
    }),
  );
  const pairsByKey = new Map(
    pairs.map((pair) => [
      `${pair.integration.slug}/${pair.process.slug}`,
      pair,
    ]),
  );

  // A small LRU: Map keeps insertion order, so the first key is the least recently used.
  const bodies = new Map<string, string>();
  async function body(collection: Collection, slug: string) {
    const file = bodyFileOf(collection, slug);
    const cached = bodies.get(file);
    if (cached !== undefined) {
      bodies.delete(file);
      bodies.set(file, cached);
      return cached;
    }
    const html = await readBody(file);
    bodies.set(file, html);
    if (bodies.size > BODY_CACHE_SIZE) {
      const oldest = bodies.keys().next().value;
      if (oldest !== undefined) bodies.delete(oldest);
    }
    return html;
  }

  return {
    index,
    post: (slug) => postsBySlug.get(slug) ?? null,
    postsTagged: (tag) => postsByTag.get(tag) ?? [],
    tags,
    integration: (slug) => integrations.get(slug) ?? null,
    businessProcess: (slug) => processes.get(slug) ?? null,
    caseStudy: (slug) => caseStudies.get(slug) ?? null,
    legal: (slug) => legalPages.get(slug) ?? null,
    pairs,
    pair: (integration, process) =>
      pairsByKey.get(`${integration}/${process}`) ?? null,
    body,
  };
}

export function loadContentStore(directory: string): ContentStore {
  const indexFile = path.join(directory, "index.json");
  if (!existsSync(indexFile)) throw new MissingContentBuildError(directory);
  const index = JSON.parse(readFileSync(indexFile, "utf8")) as ContentIndex;
  if (index.formatVersion !== COMPILED_FORMAT_VERSION) {
    throw new Error(
      `The compiled content at ${directory} is from another version of the site: rebuild it.`,
    );
  }
  return createContentStore(index, (file) =>
    readFile(path.join(directory, file), "utf8"),
  );
}

type Loaded = { store: ContentStore; directory: string; stamp: number };
let loaded: Loaded | null = null;

/**
 * The compiled content, loaded on first use and kept for the life of the process. Outside
 * production it is reloaded when the dev server recompiles (the index file changes).
 */
export function getContentStore(): ContentStore {
  const env = getEnv();
  const directory = env.contentBuildDir;
  if (loaded && loaded.directory === directory) {
    if (env.isProduction) return loaded.store;
    const stamp = indexStamp(directory);
    if (stamp === loaded.stamp) return loaded.store;
  }
  const store = loadContentStore(directory);
  loaded = { store, directory, stamp: indexStamp(directory) };
  return store;
}

function indexStamp(directory: string) {
  try {
    return statSync(path.join(directory, "index.json")).mtimeMs;
  } catch {
    return -1;
  }
}
