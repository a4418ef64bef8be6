// Part of `npm run bench` (issue 29): how long a phone waits from navigation start until the page
// is interactive, `html[data-hydrated="true"]` (set by the root once React has hydrated,
// app/lib/hydration.ts), for every route of the Lighthouse bench. The phone: 390 px wide,
// Slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, Network.emulateNetworkConditions), its
// CPU 4× slower (Emulation.setCPUThrottlingRate), a fresh browser context for every load (an
// empty cache, no service worker, no cookies). Prints the median of the loads per route, with the
// fastest and slowest, and the load average, and writes bench/results/phone.json; it asserts
// nothing (docs/performance.md).
//   CHROME_PATH       the browser (default /usr/bin/chromium)
//   BENCH_PHONE_RUNS  loads per route (default 5)
//   BENCH_LH_ROUTES   comma-separated paths instead of the default set (bench/routes.mjs)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { startBuiltServer } from "./built-server.mjs";
import { benchRoutes } from "./routes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
/** Slow 4G, in CDP's units: bytes a second and milliseconds. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};
const TIMEOUT_MS = 60_000;

if (!existsSync(CHROME_PATH)) {
  console.log(`No browser at ${CHROME_PATH}: set CHROME_PATH.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One load in a fresh context: milliseconds from navigation start (the page's time origin) to
 * the moment the root marks the document hydrated, and the main thread's script time until then
 * (Chrome's own counter): the part of the wait a change to the page's code moves, steadier from
 * load to load than the time itself, which the network and the machine's load shift.
 */
async function loadToHydrated(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    // Noted by the page itself, on its own clock, the moment the attribute is set.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hydrated === "true") {
          window.__hydratedAt = performance.now();
          observer.disconnect();
        }
        // The document, not its element: the parser hasn't made <html> yet when this runs.
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-hydrated"],
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {
      timeout: TIMEOUT_MS,
    });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptSeconds =
      metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? 0;
    return {
      hydratedMs: await page.evaluate(() => window.__hydratedAt),
      scriptMs: scriptSeconds * 1000,
    };
  } finally {
    await context.close();
  }
}

// One address loads every page and its modules: lift the per-address budgets.
const server = await startBuiltServer({ RATE_LIMIT_SCALE: "100000" });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const routes = await benchRoutes(server.origin);
  console.log(
    `Phone profile: 390 px, Slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}× slower, ` +
      `a fresh context per load, median of ${RUNS}; load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")} at start`,
  );
  // Every page rendered once, so the loads measure the page cache as deployed, not a first render.
  for (const path of routes) await (await fetch(server.origin + path)).text();
  console.log(
    "| Route | Hydrated, median s | Fastest–slowest s | Script until hydrated, median ms |",
  );
  console.log("| --- | ---: | ---: | ---: |");
  const results = {};
  for (const path of routes) {
    const times = [];
    const scriptTimes = [];
    for (let run = 0; run < RUNS; run += 1) {
      const load = await loadToHydrated(browser, server.origin + path);
      times.push(load.hydratedMs);
      scriptTimes.push(load.scriptMs);
    }
    const seconds = (ms) => (ms / 1000).toFixed(2);
    results[path] = {
      medianMs: Math.round(median(times)),
      fastestMs: Math.round(Math.min(...times)),
      slowestMs: Math.round(Math.max(...times)),
      scriptMedianMs: Math.round(median(scriptTimes)),
    };
    console.log(
      `| \`${path}\` | ${seconds(median(times))} | ${seconds(Math.min(...times))}–${seconds(Math.max(...times))} | ${Math.round(median(scriptTimes))} |`,
    );
  }
  console.log(
    `Load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} at the end.`,
  );
  mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  writeFileSync(
    `${ROOT}/bench/results/phone.json`,
    JSON.stringify(
      { date: new Date().toISOString(), runs: RUNS, routes: results },
      null,
      2,
    ),
  );
  console.log("Written to bench/results/phone.json");
} finally {
  await browser.close();
  server.stop();
}
