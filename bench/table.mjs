// `npm run bench:table`: the per-route table of docs/performance.md (issue 29), from the results
// the benchmarks wrote: first-load JavaScript (bench/bundle.mjs), time to hydrated on the phone
// profile (bench/phone.mjs), Lighthouse mobile with devtools and simulated throttling
// (bench/lighthouse.mjs) and peak throughput uncached and cached against a static copy of the
// same HTML (bench/ssr.mjs). A column whose benchmark has not run shows "–". Prints Markdown.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const RESULTS = fileURLToPath(new URL("results/", import.meta.url));

function read(name) {
  const file = `${RESULTS}${name}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

const bundle = read("bundle");
const phone = read("phone");
const lighthouse = read("lighthouse");
const ssr = read("ssr");

/** The bundle row of a path: its own route, or the route pattern (`/blog/:slug`) it matches. */
function bundleRow(path) {
  const rows = bundle?.rows ?? [];
  // The home page is the index route, which has no path of its own in the manifest.
  const own = path === "/" ? "_index" : path;
  return (
    rows.find((row) => row.route === own) ??
    rows.find((row) =>
      new RegExp(
        `^${row.route.replace(/:[^/]+/g, "[^/]+").replace(/\*/g, ".*")}$`,
      ).test(path),
    )
  );
}

const paths = [
  ...new Set([
    ...Object.keys(phone?.routes ?? {}),
    ...Object.keys(lighthouse?.routes ?? {}),
    ...Object.keys(ssr?.routes ?? {}),
  ]),
];
if (paths.length === 0) {
  console.log(
    "No results yet: run `npm run bench` (and `npm run bench:lighthouse`) first.",
  );
  process.exit(1);
}

const dash = "–";
const percent = (ratio) =>
  ratio === undefined ? dash : `${(ratio * 100).toFixed(0)} %`;

console.log(
  "| Route | First-load JS, KiB gzip | Hydrated on the phone, median s | Lighthouse performance, devtools / simulated | Uncached / static req/s | Cached / static req/s |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const path of paths) {
  const js = bundleRow(path)?.gzipKiB;
  const hydrated = phone?.routes?.[path]?.medianMs;
  const scores = lighthouse?.routes?.[path]?.medians;
  const throughput = ssr?.routes?.[path];
  console.log(
    [
      `\`${path}\``,
      js === undefined ? dash : js.toFixed(1),
      hydrated === undefined ? dash : (hydrated / 1000).toFixed(2),
      scores ? `${scores.performance} / ${scores.simulatedPerformance}` : dash,
      throughput
        ? `${percent(throughput.uncachedRatio)} (${throughput.uncachedPerSecond} / ${throughput.staticPerSecond})`
        : dash,
      throughput
        ? `${percent(throughput.cachedRatio)} (${throughput.cachedPerSecond} / ${throughput.staticPerSecond})`
        : dash,
    ]
      .join(" | ")
      .replace(/^/, "| ")
      .replace(/$/, " |"),
  );
}
const dates = { bundle, phone, lighthouse, ssr };
console.log(
  `\nMeasured: ${Object.entries(dates)
    .map(
      ([name, result]) =>
        `${name} ${result?.date ?? (result ? "(no date)" : "not run")}`,
    )
    .join(", ")}.`,
);
