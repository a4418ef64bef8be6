// `npm run bench:ssr` (issue 15): how close the server comes to serving static HTML, in one run
// on loopback with autocannon, bounded in time (about four minutes).
// 1. Peak throughput of `/` from three targets, one after another, each after a warm-up:
//    a static copy of the same rendered HTML served by plain Node `http`, the production build
//    with the page cache off (PAGE_CACHE=false) and with it on (the default). Ratios against
//    static are printed beside the targets (at least 5 % uncached, 50 % cached).
// 2. p99 latency at half the measured peak rate (autocannon `overallRate`) for `/`, `/blog`, an
//    article and `/sitemap.xml`, on the production default (cache on); target at most 50 ms.
// 3. Every route of the browser benchmarks (bench/routes.mjs): peak uncached and cached against a
//    static copy of that route's own HTML.
// Every request is sent without Accept-Encoding, so no target compresses: the comparison is of
// producing the bytes, not of gzip. Beside throughput it prints each server's CPU time per
// request (from /proc), which other work on a shared machine disturbs far less than req/s
// (the static copy's throughput is autocannon's ceiling: it needs a few hundredths of a ms).
// It prints figures and writes bench/results/ssr.json; it asserts nothing (docs/performance.md).
//   BENCH_SSR_SECONDS      measured seconds per target (default 6)
//   BENCH_SSR_CONNECTIONS  connections for the peak runs (default 10)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startBuiltServer, startStaticCopy } from "./built-server.mjs";
import { benchRoutes } from "./routes.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 6);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_SSR_CONNECTIONS ?? 10);
const TARGETS = { uncachedRatio: 0.05, cachedRatio: 0.5, halfPeakP99Ms: 50 };
/** As a browser asks for a page, minus compression (see above). */
const HEADERS = { accept: "text/html" };

if (!existsSync(`${ROOT}/build/node/server.js`)) {
  console.log("No build: run `npm run build` first.");
  process.exit(1);
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ headers: HEADERS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (result) => ({
  perSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** User and system CPU time a process has used, in ms (Linux: /proc, clock ticks of 10 ms). */
function cpuMs(pid) {
  const line = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line; the slice starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Peak throughput of `url` after a warm-up, with the server's CPU time per request. */
async function peak(url, pid) {
  await cannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const before = cpuMs(pid);
  const result = await cannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    ...summary(result),
    cpuMsPerRequest: Number(
      ((cpuMs(pid) - before) / result.requests.total).toFixed(3),
    ),
  };
}

const percent = (value) => `${(value * 100).toFixed(1)} %`;
const verdict = (ok) => (ok ? "meets" : "MISSES");

// One address sends everything here: the per-address budgets would refuse most of it.
const common = { RATE_LIMIT_SCALE: "100000" };
const uncached = await startBuiltServer({ ...common, PAGE_CACHE: "false" });
const cached = await startBuiltServer(common);
let copy;
try {
  const home = await fetch(`${uncached.origin}/`, { headers: HEADERS });
  const body = Buffer.from(await home.arrayBuffer());
  copy = await startStaticCopy(body, home.headers.get("content-type"));

  console.log(
    `Peak of / (${(body.length / 1024).toFixed(1)} KiB of HTML, uncompressed): ` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each; ` +
      `${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at start`,
  );
  const peaks = {
    static: await peak(`${copy.origin}/`, copy.child.pid),
    uncached: await peak(`${uncached.origin}/`, uncached.child.pid),
    cached: await peak(`${cached.origin}/`, cached.child.pid),
  };
  console.table(peaks);
  const ratios = {
    uncached: peaks.uncached.perSecond / peaks.static.perSecond,
    cached: peaks.cached.perSecond / peaks.static.perSecond,
  };
  for (const name of ["uncached", "cached"]) {
    const target = TARGETS[`${name}Ratio`];
    console.log(
      `${`${name}/static`.padEnd(15)} ${percent(ratios[name])} ` +
        `(target ≥ ${percent(target)}: ${verdict(ratios[name] >= target)})`,
    );
  }

  const blog = await (
    await fetch(`${cached.origin}/sitemaps/blogs.xml`)
  ).text();
  const article = new URL(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(blog)[1])
    .pathname;
  const paths = ["/", "/blog", article, "/sitemap.xml"];
  console.log(
    `\np99 at half the peak rate, production default (page cache on), ${SECONDS} s each`,
  );
  const halfPeak = {};
  for (const path of paths) {
    const url = `${cached.origin}${path}`;
    const top = path === "/" ? peaks.cached : await peak(url, cached.child.pid);
    const rate = Math.max(1, Math.floor(top.perSecond / 2));
    const result = summary(
      await cannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        overallRate: rate,
      }),
    );
    halfPeak[path] = {
      peakPerSecond: top.perSecond,
      ratePerSecond: rate,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      errors: result.errors,
      within: result.p99Ms <= TARGETS.halfPeakP99Ms ? "yes" : "NO",
    };
  }
  console.table(halfPeak);

  // Every route of the browser benchmarks against a static copy of its own HTML: the per-route
  // table of docs/performance.md.
  console.log(
    `\nPeak of every browser-benchmark route, uncached and cached against its static copy, ${SECONDS} s each`,
  );
  const routes = {};
  for (const path of await benchRoutes(cached.origin)) {
    const page = await fetch(`${uncached.origin}${path}`, { headers: HEADERS });
    const pageCopy = await startStaticCopy(
      Buffer.from(await page.arrayBuffer()),
      page.headers.get("content-type"),
    );
    try {
      const staticPeak = await peak(`${pageCopy.origin}/`, pageCopy.child.pid);
      const uncachedPeak = await peak(
        `${uncached.origin}${path}`,
        uncached.child.pid,
      );
      const cachedPeak = await peak(
        `${cached.origin}${path}`,
        cached.child.pid,
      );
      routes[path] = {
        staticPerSecond: staticPeak.perSecond,
        uncachedPerSecond: uncachedPeak.perSecond,
        cachedPerSecond: cachedPeak.perSecond,
        uncachedRatio: Number(
          (uncachedPeak.perSecond / staticPeak.perSecond).toFixed(3),
        ),
        cachedRatio: Number(
          (cachedPeak.perSecond / staticPeak.perSecond).toFixed(3),
        ),
        errors: staticPeak.errors + uncachedPeak.errors + cachedPeak.errors,
      };
    } finally {
      pageCopy.stop();
    }
  }
  console.table(routes);

  mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  writeFileSync(
    `${ROOT}/bench/results/ssr.json`,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: availableParallelism(),
        compression: "none (no Accept-Encoding)",
        htmlBytes: body.length,
        connections: CONNECTIONS,
        seconds: SECONDS,
        peaks,
        ratios,
        halfPeak,
        routes,
        targets: TARGETS,
      },
      null,
      2,
    ),
  );
  console.log("Written to bench/results/ssr.json");
} finally {
  copy?.stop();
  uncached.stop();
  cached.stop();
}
