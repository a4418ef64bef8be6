// First-load JavaScript per route, from Remix's client manifest: the entry, then every route
// module of the branch (root → page) with the chunks each imports, exactly the modulepreload
// set Remix writes into a page. Printed as gzip KiB and file count; the budgets of the
// performance issue are shown beside each row, never asserted. Run after `npm run build`.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = path.resolve("build/client");
const ASSETS_DIR = path.join(CLIENT_DIR, "assets");

/** Routes whose pages carry forms get the larger budget (KiB gzip). */
const FORM_ROUTES = new Set([
  "routes/contact",
  "routes/online-form.$id",
  "routes/RoiCalculator",
  "routes/ai-form",
]);
const BUDGET_KIB = { content: 110, form: 150, ceiling: 175 };

function readManifest() {
  const file = readdirSync(ASSETS_DIR).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!file) throw new Error("No build manifest: run `npm run build` first.");
  const source = readFileSync(path.join(ASSETS_DIR, file), "utf8");
  return JSON.parse(
    source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
  );
}

const gzipCache = new Map();
function gzipBytes(asset) {
  if (!gzipCache.has(asset)) {
    const bytes = readFileSync(path.join(CLIENT_DIR, asset));
    gzipCache.set(asset, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(asset);
}

function isEmptyModule(asset) {
  return readFileSync(path.join(CLIENT_DIR, asset), "utf8").trim().length < 32;
}

function branch(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    chain.unshift(manifest.routes[id]);
  }
  return chain;
}

const manifest = readManifest();
const rows = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  // Resource routes (sitemaps, robots, feeds, auth posts) ship an empty module: no page.
  if (id === "root" || isEmptyModule(route.module)) continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const part of branch(manifest, id)) {
    files.add(part.module);
    for (const imported of part.imports ?? []) files.add(imported);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const kind = FORM_ROUTES.has(id) ? "form" : "content";
  rows.push({
    route: route.path
      ? `/${route.path.replace(/^\//, "")}`
      : id.replace(/^routes\//, ""),
    kind,
    files: files.size,
    gzipKiB: Math.round((bytes / 1024) * 10) / 10,
    budgetKiB: BUDGET_KIB[kind],
  });
}
rows.sort((a, b) => b.gzipKiB - a.gzipKiB);

const css = readdirSync(ASSETS_DIR).filter((name) => name.endsWith(".css"));
const cssKiB = css.reduce(
  (sum, name) => sum + gzipBytes(`/assets/${name}`) / 1024,
  0,
);

console.log("First-load JavaScript per page route (gzip, level 9)");
console.table(
  rows.map((row) => ({
    ...row,
    within: row.gzipKiB <= row.budgetKiB ? "yes" : "NO",
  })),
);
console.log(
  `Stylesheets: ${css.length} file(s), ${cssKiB.toFixed(1)} KiB gzip`,
);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/bundle.json",
  JSON.stringify({ date: new Date().toISOString(), rows, cssKiB }, null, 2),
);
console.log("Written to bench/results/bundle.json");
