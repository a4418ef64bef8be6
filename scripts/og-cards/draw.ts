// Writes the cards' PNGs, drawing only those the cache doesn't have: a card is cached under a hash
// of what it shows and of everything that draws it, so a rebuild with unchanged pages draws none.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OG_CARD_SIZE, type OgCard } from "~/lib/og-card";
import { FONT_FILES, LOGO_FILE, STYLES_FILE } from "./card";

type Draw = (card: Pick<OgCard, "section" | "title">) => Promise<Buffer>;

/** Cards drawn at once: satori lays one out while resvg paints others on the thread pool. */
const CONCURRENCY = 4;

const require = createRequire(import.meta.url);
const packageVersion = (name: string) =>
  (
    JSON.parse(
      readFileSync(require.resolve(`${name}/package.json`), "utf8"),
    ) as {
      version: string;
    }
  ).version;

/**
 * A hash of everything that draws a card besides its words: the template's source, the fonts,
 * the logo, the site's colours and the two renderers. Editing any of them redraws every card.
 */
export function templateStamp(): string {
  const hash = createHash("sha256");
  hash.update(
    readFileSync(fileURLToPath(new URL("card.tsx", import.meta.url))),
  );
  for (const { file } of FONT_FILES) hash.update(readFileSync(file));
  hash.update(readFileSync(LOGO_FILE));
  hash.update(readFileSync(STYLES_FILE));
  hash.update(packageVersion("satori"));
  hash.update(packageVersion("@resvg/resvg-js"));
  hash.update(JSON.stringify(OG_CARD_SIZE));
  return hash.digest("hex");
}

const cacheName = (stamp: string, card: OgCard) =>
  `${createHash("sha256")
    .update(JSON.stringify([stamp, card.section, card.title]))
    .digest("hex")
    .slice(0, 32)}.png`;

/** A key is a path under /og/: letters, digits, `-`, `_` and `/` between segments. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export type DrawResult = { drawn: number; cached: number };

/**
 * Writes `{outDir}/{key}.png` for every card. The cache keeps exactly the cards of the last run,
 * so it doesn't grow with every edit of a title.
 */
export async function drawCards(
  cards: readonly OgCard[],
  options: { outDir: string; cacheDir: string; stamp: string; draw: Draw },
): Promise<DrawResult> {
  const keys = new Set<string>();
  for (const card of cards) {
    if (!SAFE_KEY.test(card.key)) {
      throw new Error(`"${card.key}" is not a card key a file can be named by`);
    }
    if (keys.has(card.key)) {
      throw new Error(`Two pages share the card key "${card.key}"`);
    }
    keys.add(card.key);
  }
  mkdirSync(options.cacheDir, { recursive: true });
  const inCache = new Set(readdirSync(options.cacheDir));
  const used = new Set<string>();
  const result: DrawResult = { drawn: 0, cached: 0 };

  const queue = [...cards];
  async function work() {
    for (let card = queue.shift(); card; card = queue.shift()) {
      const name = cacheName(options.stamp, card);
      const cached = path.join(options.cacheDir, name);
      if (!inCache.has(name)) {
        const png = await options.draw(card);
        // Written aside, then renamed: an interrupted build leaves no half a card in the cache.
        writeFileSync(`${cached}.tmp`, png);
        renameSync(`${cached}.tmp`, cached);
        result.drawn += 1;
      } else {
        result.cached += 1;
      }
      used.add(name);
      const out = path.join(options.outDir, `${card.key}.png`);
      mkdirSync(path.dirname(out), { recursive: true });
      copyFileSync(cached, out);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, work));

  for (const name of readdirSync(options.cacheDir)) {
    if (!used.has(name)) rmSync(path.join(options.cacheDir, name));
  }
  return result;
}
