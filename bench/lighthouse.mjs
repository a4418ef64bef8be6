// `npm run bench:lighthouse`: Lighthouse 12's mobile profile (slow 4G, a 4x slower CPU) against
// the production build on loopback, in Debian's Chromium. The figures that count come from
// devtools throttling: the network and the CPU are really slowed while the page loads. Lighthouse's
// default, simulated throttling, estimates a slow load from a fast one and misjudges a loopback
// host (it rewarded delaying a page's modules that a really slowed load shows changes nothing,
// docs/decisions/042-no-patched-framework.md), so its score is printed beside, labelled simulated.
// Every figure is a median of its runs. All runs, and the audits that cost a category points, go
// to bench/results/lighthouse.json. It prints figures and asserts nothing (docs/performance.md).
// Slow (about 25 s a devtools run), so it is not part of `npm run bench`.
//   CHROME_PATH                the browser (default /usr/bin/chromium)
//   BENCH_LH_RUNS              devtools-throttled runs per route (default 3)
//   BENCH_LH_SIMULATED_RUNS    simulated runs per route, for the labelled score (default 1; 0: none)
//   BENCH_LH_ROUTES            comma-separated paths instead of the default set
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";
import { benchRoutes } from "./routes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const SIMULATED_RUNS = Number(process.env.BENCH_LH_SIMULATED_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Issue 15's targets: scores out of 100, LCP in s, TBT in ms, CLS unitless. */
const TARGETS = {
  performanceContent: 100,
  performanceOther: 95,
  otherCategories: 100,
  lcpSeconds: 1.5,
  tbtMs: 60,
  cls: 0.03,
};

if (!existsSync(`${ROOT}/build/node/server.js`)) {
  console.log("No build: run `npm run build` first.");
  process.exit(1);
}
if (!existsSync(CHROME_PATH)) {
  console.log(`No browser at ${CHROME_PATH}: set CHROME_PATH.`);
  process.exit(1);
}

/** The median of the values a run produced (a run can end without an LCP): NaN if none. */
const median = (values) => {
  const sorted = values
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result, and the audits that lost a category points. */
function figuresOf(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
  );
  const losing = {};
  for (const id of CATEGORIES) {
    losing[id] = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
      }));
  }
  return {
    scores,
    lcpSeconds:
      (lhr.audits["largest-contentful-paint"].numericValue ?? NaN) / 1000,
    lcpError: lhr.audits["largest-contentful-paint"].errorMessage,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    fcpSeconds: lhr.audits["first-contentful-paint"].numericValue / 1000,
    losing,
    runtimeError: lhr.runtimeError?.message,
  };
}

// One address asks for every page and its data many times: lift the per-address budgets.
const server = await startBuiltServer({ RATE_LIMIT_SCALE: "100000" });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
});
const started = Date.now();
try {
  // Route types of the issue; the first five are content and marketing (Performance 100).
  const routes = await benchRoutes(server.origin);
  const contentRoutes = new Set(routes.slice(0, 5));
  console.log(
    `Lighthouse 12, mobile profile with devtools throttling, ${RUNS} runs per route ` +
      `(and ${SIMULATED_RUNS} simulated), ${CHROME_PATH}; ` +
      `${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at start`,
  );

  const report = {};
  for (const path of routes) {
    const audit = async (throttlingMethod) =>
      figuresOf(
        (
          await lighthouse(`${server.origin}${path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            throttlingMethod,
          })
        ).lhr,
      );
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit("devtools"));
    const simulatedRuns = [];
    for (let run = 0; run < SIMULATED_RUNS; run += 1)
      simulatedRuns.push(await audit("simulate"));
    const performanceTarget = contentRoutes.has(path)
      ? TARGETS.performanceContent
      : TARGETS.performanceOther;
    const medians = {
      ...Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
      ),
      lcpSeconds: median(runs.map((r) => r.lcpSeconds)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      simulatedPerformance: median(
        simulatedRuns.map((r) => r.scores.performance),
      ),
    };
    const misses = [
      medians.performance < performanceTarget &&
        `performance < ${performanceTarget}`,
      ...CATEGORIES.slice(1).map(
        (id) => medians[id] < TARGETS.otherCategories && `${id} < 100`,
      ),
      Number.isNaN(medians.lcpSeconds) && "no LCP measured",
      medians.lcpSeconds > TARGETS.lcpSeconds &&
        `LCP > ${TARGETS.lcpSeconds} s`,
      medians.tbtMs > TARGETS.tbtMs && `TBT > ${TARGETS.tbtMs} ms`,
      medians.cls > TARGETS.cls && `CLS > ${TARGETS.cls}`,
    ].filter(Boolean);
    report[path] = {
      performanceTarget,
      medians,
      misses,
      runs,
      simulatedRuns,
    };
    console.log(
      `  ${path}: ${CATEGORIES.map((id) => medians[id]).join(" / ")}, ` +
        `LCP ${medians.lcpSeconds.toFixed(2)} s, TBT ${Math.round(medians.tbtMs)} ms, ` +
        `CLS ${medians.cls.toFixed(3)}; simulated performance ${medians.simulatedPerformance}`,
    );
  }

  console.log(
    `\nMedians of ${RUNS} devtools-throttled runs (targets: Performance ${TARGETS.performanceContent} on content ` +
      `routes, ${TARGETS.performanceOther} on the others; the other scores 100; ` +
      `LCP ≤ ${TARGETS.lcpSeconds} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls})`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(report).map(([path, { medians, misses }]) => [
        path,
        {
          perf: medians.performance,
          a11y: medians.accessibility,
          bp: medians["best-practices"],
          seo: medians.seo,
          "LCP s": Number(medians.lcpSeconds.toFixed(2)),
          "TBT ms": Math.round(medians.tbtMs),
          CLS: Number(medians.cls.toFixed(3)),
          "perf (simulated)": medians.simulatedPerformance,
          within: misses.length === 0 ? "yes" : misses.join(", "),
        },
      ]),
    ),
  );

  mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  writeFileSync(
    `${ROOT}/bench/results/lighthouse.json`,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: "12 (mobile profile, devtools throttling)",
        simulatedRunsPerRoute: SIMULATED_RUNS,
        chrome: CHROME_PATH,
        cores: availableParallelism(),
        runsPerRoute: RUNS,
        seconds: Math.round((Date.now() - started) / 1000),
        targets: TARGETS,
        routes: report,
      },
      null,
      2,
    ),
  );
  console.log(
    `Written to bench/results/lighthouse.json (${Math.round((Date.now() - started) / 1000)} s)`,
  );
} finally {
  chrome.kill();
  server.stop();
}
