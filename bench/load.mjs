// `npm run bench:load` (issue 14): the production build under load on loopback, with autocannon.
// 1. 200 connections for 30 s across /, /blog, an article and /sitemap.xml: errors and latency.
// 2. 100,000 mixed requests in five rounds, the server's memory read after each: a trend check.
// It prints figures and stops by itself; it asserts nothing (see docs/performance.md).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { rssMb, startBuiltServer } from "./built-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CONNECTIONS = 200;
const DURATION_S = 30;
const MIXED_REQUESTS = 100_000;
const ROUNDS = 5;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const errorsOf = (result) => ({
  socketErrors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  status5xx: result["5xx"],
});

if (!existsSync(`${ROOT}/build/node/server.js`)) {
  console.log("No build: run `npm run build` first.");
  process.exit(1);
}

// One address sends everything here: the per-address budgets would refuse most of it.
const {
  origin,
  child: server,
  stop,
} = await startBuiltServer({ RATE_LIMIT_SCALE: "100000" }, [
  "ignore",
  "ignore",
  "inherit",
]);

try {
  const blog = await (await fetch(`${origin}/sitemaps/blogs.xml`)).text();
  const article = new URL(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(blog)[1])
    .pathname;
  const paths = ["/", "/blog", article, "/sitemap.xml"];
  // As a browser asks for a page: HTML, compressed.
  const headers = { accept: "text/html", "accept-encoding": "gzip" };
  const requests = paths.map((path) => ({ method: "GET", path, headers }));

  console.log(
    `Load: ${CONNECTIONS} connections for ${DURATION_S} s over ${paths.join(", ")}`,
  );
  const load = await run({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  console.log(
    JSON.stringify(
      {
        requests: load.requests.total,
        perSecond: Math.round(load.requests.average),
        latencyMs: {
          p50: load.latency.p50,
          p99: load.latency.p99,
          max: load.latency.max,
        },
        ...errorsOf(load),
      },
      null,
      2,
    ),
  );

  console.log(
    `\nMemory: ${MIXED_REQUESTS.toLocaleString("en-US")} mixed requests in ${ROUNDS} rounds`,
  );
  const samples = [rssMb(server.pid)];
  const mixedErrors = { socketErrors: 0, timeouts: 0, non2xx: 0, status5xx: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await run({
      url: origin,
      connections: 50,
      amount: MIXED_REQUESTS / ROUNDS,
      requests,
    });
    for (const [key, value] of Object.entries(errorsOf(result))) {
      mixedErrors[key] += value;
    }
    samples.push(rssMb(server.pid));
    console.log(`  after round ${round}: RSS ${samples.at(-1).toFixed(1)} MB`);
  }
  // The first round warms caches and JIT; growth is judged over the rounds after it.
  const settled = samples.slice(2);
  const growth = settled.at(-1) - settled[0];
  const perRound = growth / Math.max(1, settled.length - 1);
  console.log(
    JSON.stringify(
      {
        ...mixedErrors,
        rssMb: samples.map((value) => Number(value.toFixed(1))),
        growthAfterWarmupMb: Number(growth.toFixed(1)),
        trend:
          perRound > 5
            ? `growing (${perRound.toFixed(1)} MB a round)`
            : "flat (under 5 MB a round after warm-up)",
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
