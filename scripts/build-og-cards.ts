// Draws the Open Graph card of every page in the sitemaps into build/client/og/ (issue 16,
// docs/decisions/032). Run by scripts/build.mjs after the Vite build, since the cards are drawn
// from what the built pages' loaders say.
//   CONTENT_BUILD_DIR  the compiled content (default: build/content)
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { loadContentStore } from "~/lib/content/store.server";
import { OG_CARD_DIR } from "~/lib/og-card";
import { renderCard } from "./og-cards/card";
import { drawCards, templateStamp } from "./og-cards/draw";
import { pageCard, PageCardError, sitemapPaths } from "./og-cards/pages";

const started = performance.now();
const outDir = path.resolve("build/client", OG_CARD_DIR);
try {
  const build = (await import(
    pathToFileURL(path.resolve("build/server/index.js")).href
  )) as ServerBuild;
  const store = loadContentStore(
    path.resolve(process.env.CONTENT_BUILD_DIR || "build/content"),
  );
  const cards = await Promise.all(
    sitemapPaths(store).map((pagePath) => pageCard(build, pagePath)),
  );
  const { drawn, cached } = await drawCards(cards, {
    outDir,
    cacheDir: path.resolve(".cache/og-cards"),
    stamp: templateStamp(),
    draw: renderCard,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${cards.length} Open Graph cards into ${path.relative(process.cwd(), outDir)} in ${seconds} s: ${drawn} drawn, ${cached} from the cache`,
  );
} catch (error) {
  if (error instanceof PageCardError) {
    console.error(`Open Graph cards failed. ${error.message}`);
    process.exit(1);
  }
  throw error;
}
