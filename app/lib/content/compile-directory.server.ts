import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  assembleContent,
  ContentValidationError,
  slugOf,
  parseCollection,
  fileSlugsOf,
  type CompileOptions,
  type ContentSources,
  type ParsedCollection,
  type ParsedContent,
  type SourceFile,
} from "./compile";
import type { ParseJob } from "./compile-worker.server";
import { COLLECTIONS, type Collection, type ContentIndex } from "./model";
import { checkPageFiles, type PageFileSources } from "./page-files";

export const INDEX_FILE = "index.json";

/** Below this many files a collection is parsed in-process: starting workers costs more. */
const PARALLEL_FROM_FILES = 400;

export type CompileDirectoryOptions = {
  /** The markdown folder (content/). */
  contentDir: string;
  /** Where the compiled index and bodies go (build/content/). */
  outDir: string;
  /** The folder served at / (public/), to check that images exist; unset skips the check. */
  publicDir?: string;
};

/** Reads every `*.md` of each collection, named relative to the working folder for messages. */
export function readContentSources(contentDir: string): ContentSources {
  const read = (collection: string) => {
    const folder = path.join(contentDir, collection);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => {
        const fullPath = path.join(folder, name);
        return {
          file: path.relative(process.cwd(), fullPath) || fullPath,
          contents: readFileSync(fullPath, "utf8"),
        };
      });
  };
  return Object.fromEntries(
    COLLECTIONS.map((collection) => [collection, read(collection)]),
  ) as ContentSources;
}

/** Reads the YAML files: the catalogue, the module and industry pages, content/pages/. */
export function readPageFileSources(contentDir: string): PageFileSources {
  const named = (fullPath: string) => ({
    file: path.relative(process.cwd(), fullPath) || fullPath,
    contents: readFileSync(fullPath, "utf8"),
  });
  const read = (folder: string) => {
    const full = path.join(contentDir, folder);
    if (!existsSync(full)) return [];
    return readdirSync(full)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => named(path.join(full, name)));
  };
  const catalogue = path.join(contentDir, "catalogue.yaml");
  return {
    catalogue: existsSync(catalogue) ? named(catalogue) : null,
    modules: read("modules"),
    industries: read("industries"),
    pages: read("pages"),
  };
}

function parseInWorker(job: ParseJob): Promise<ParsedCollection> {
  // Workers don't inherit the TypeScript loader (tsx) the build runs under: each registers it,
  // then loads the worker module.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
    .then(({ register }) => { register(); return import(${JSON.stringify(
      new URL("./compile-worker.server.ts", import.meta.url).href,
    )}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: job,
      // As the main process (scripts/build.mjs): less garbage collection while parsing.
      resourceLimits: { maxYoungGenerationSizeMb: 192 },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`A content worker exited with ${code}`));
    });
  });
}

/**
 * Markdown compiling dominates the build at scale (a few ms per post), so a large collection is
 * cut into one share per core. Shares are rejoined in order, so the output is the same.
 */
async function parseCollectionOnAllCores<C extends Collection>(
  collection: C,
  sources: SourceFile[],
  options: Pick<CompileOptions, "assetExists"> & { publicDir: string | null },
): Promise<ParsedCollection<C>> {
  const cores = Math.min(availableParallelism(), 8);
  if (sources.length < PARALLEL_FROM_FILES || cores < 2) {
    return parseCollection(collection, sources, options);
  }
  const shareSize = Math.ceil(sources.length / cores);
  const shares = await Promise.all(
    Array.from({ length: cores }, (_, index) =>
      parseInWorker({
        collection,
        sources: sources.slice(index * shareSize, (index + 1) * shareSize),
        publicDir: options.publicDir,
      }),
    ),
  );
  return {
    entries: shares.flatMap(
      (share) => share.entries,
    ) as ParsedCollection<C>["entries"],
    problems: shares.flatMap((share) => share.problems),
  };
}

/**
 * Compiles the content folder into outDir: `index.json` plus one HTML file per entry. The new
 * output is written beside the old one and swapped in, so a running server never reads half of it.
 */
export async function compileContentDirectory({
  contentDir,
  outDir,
  publicDir,
}: CompileDirectoryOptions): Promise<ContentIndex> {
  const sources = readContentSources(contentDir);
  const parseOptions = {
    publicDir: publicDir ?? null,
    assetExists: publicDir
      ? (publicPath: string) => existsSync(path.join(publicDir, publicPath))
      : undefined,
  };
  const parsed: ParsedContent = {
    blog: await parseCollectionOnAllCores("blog", sources.blog, parseOptions),
    integrations: parseCollection(
      "integrations",
      sources.integrations,
      parseOptions,
    ),
    "business-processes": parseCollection(
      "business-processes",
      sources["business-processes"],
      parseOptions,
    ),
    "case-studies": parseCollection(
      "case-studies",
      sources["case-studies"],
      parseOptions,
    ),
    legal: parseCollection("legal", sources.legal, parseOptions),
  };
  // The YAML files name markdown entries by slug: each is checked against the files present.
  const pageSources = readPageFileSources(contentDir);
  // A folder of markdown alone (the tests' fixtures) has no pages to check; the site's content/
  // always has its catalogue, which the app's build imports.
  const hasPageFiles =
    pageSources.catalogue !== null ||
    pageSources.modules.length +
      pageSources.industries.length +
      pageSources.pages.length >
      0;
  const pageProblems = !hasPageFiles
    ? []
    : checkPageFiles(pageSources, {
        integrations: sources.integrations.map(({ file }) => slugOf(file)),
        businessProcesses: sources["business-processes"].map(({ file }) =>
          slugOf(file),
        ),
        caseStudies: sources["case-studies"].map(({ file }) => slugOf(file)),
        caseStudyModules: parsed["case-studies"].entries.map(
          ({ file, data }) => ({ file, modules: data.modules }),
        ),
      });
  let compiled: ReturnType<typeof assembleContent>;
  try {
    compiled = assembleContent(parsed, fileSlugsOf(sources), {
      contentRoot: path.relative(process.cwd(), contentDir) || contentDir,
    });
  } catch (error) {
    // Every problem at once: the markdown's and the YAML files'.
    if (!(error instanceof ContentValidationError)) throw error;
    throw new ContentValidationError([...error.problems, ...pageProblems]);
  }
  if (pageProblems.length > 0) throw new ContentValidationError(pageProblems);
  const { index, bodies } = compiled;

  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const collection of COLLECTIONS) {
    mkdirSync(path.join(staging, collection), { recursive: true });
  }
  for (const [file, html] of bodies)
    writeFileSync(path.join(staging, file), html);
  writeFileSync(path.join(staging, INDEX_FILE), JSON.stringify(index));

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.dirname(outDir), { recursive: true });
  renameSync(staging, outDir);
  return index;
}
