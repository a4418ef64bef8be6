import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { compileContent, type ContentSources } from "./compile";
import { COLLECTIONS, type ContentIndex } from "./model";

export const INDEX_FILE = "index.json";

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

/**
 * Compiles the content folder into outDir: `index.json` plus one HTML file per entry. The new
 * output is written beside the old one and swapped in, so a running server never reads half of it.
 */
export function compileContentDirectory({
  contentDir,
  outDir,
  publicDir,
}: CompileDirectoryOptions): ContentIndex {
  const { index, bodies } = compileContent(readContentSources(contentDir), {
    contentRoot: path.relative(process.cwd(), contentDir) || contentDir,
    assetExists: publicDir
      ? (publicPath) => existsSync(path.join(publicDir, publicPath))
      : undefined,
  });

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
