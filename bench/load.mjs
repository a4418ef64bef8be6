// `npm run bench:load` (issues 14 and 30): the production build under the load real browsers
// bring, on loopback with autocannon, every connection from its own loopback address.
// 1. The same `/` the page cache serves, precompressed with Brotli, from a plain Node server: the
//    ceiling of this machine in this run.
// 2. Four rounds of `/` with Chrome's headers (`Accept-Encoding: gzip, deflate, br, zstd`): req/s,
//    p50/p99, errors, the server's resident memory after each round.
// 3. Two rounds of a mix: browsers over four pages, Googlebot (gzip) over the same, and signed-in
//    visitors (a session from the mock upstream, so every page is private and compressed per
//    response).
// 4. Overload: four times the connections on signed-in pages, where the server sheds load (503 with
//    Retry-After) rather than let latency grow; its 503s are the point, not errors.
// Throughout, `/readyz` is asked every 250 ms from another process, on the probes' own port
// (HEALTH_PORT, as a deployment's probes do) and on the site's port beside it. It prints figures and the
// acceptance checks of issue 30 (docs/performance.md) with the load average; it fails nothing.
//   LOAD_SECONDS      seconds per round (default 12)
//   LOAD_CONNECTIONS  connections per round (default 100)
import { get } from "node:http";
import { rssMb, startStaticCopy } from "./built-server.mjs";
import {
  BROWSER_HEADERS,
  loadAverage,
  READYZ_WITHIN_MS,
  runRound,
  signIn,
  startServerForLoad,
  visitedPaths,
  visitorMix,
} from "./load-support.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const HOME_ROUNDS = 4;
const MIXED_ROUNDS = 2;
const OVERLOAD_FACTOR = 4;
const TARGETS = {
  ofStatic: 0.5,
  p99Ms: 150,
  rssMb: 512,
  lastRoundGrowth: 0.05,
  readyzMs: READYZ_WITHIN_MS,
};

const {
  origin,
  probeOrigin,
  child: server,
  stop,
} = await startServerForLoad(OVERLOAD_FACTOR * CONNECTIONS);

const print = (label, round) =>
  console.log(
    `${label.padEnd(28)} ${Object.entries(round.mixes)
      .map(
        ([name, mix]) =>
          `${name}: ${mix.perSecond} req/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, errors ${mix.errors}, non-2xx ${mix.non2xx}`,
      )
      .join(
        " | ",
      )}${round.rssMb === undefined ? "" : ` | RSS ${round.rssMb} MB`} | /readyz max ${round.readyz.maxMs} ms${round.sitePortReadyz ? ` (site port ${round.sitePortReadyz.maxMs} ms)` : ""} | load ${loadAverage()}`,
  );

/** A GET's headers and body exactly as the server sent them (no decoding). */
function getAsSent(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.once("end", () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.once("error", reject);
    }).once("error", reject);
  });
}

let staticCopy;
try {
  const paths = await visitedPaths(origin);
  const session = await signIn(origin);
  // The page as the cache stores it for a browser: its Brotli copy, made once when stored.
  // Read with node:http, which hands over the bytes as sent: fetch would decode them, and the copy
  // would then send the whole page, uncompressed, under `Content-Encoding: br`.
  let stored;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    stored = await getAsSent(origin, BROWSER_HEADERS);
    if (stored.headers["x-page-cache"] === "hit") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (stored.headers["x-page-cache"] !== "hit")
    throw new Error("`/` did not come from the page cache.");
  staticCopy = await startStaticCopy(
    stored.body,
    stored.headers["content-type"],
    stored.headers["content-encoding"],
  );
  const browsersOnHome = {
    name: "browser /",
    connections: CONNECTIONS,
    paths: ["/"],
    headers: BROWSER_HEADERS,
  };
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s rounds, from ${OVERLOAD_FACTOR * CONNECTIONS} loopback addresses; server RSS at start ${Math.round(rssMb(server.pid))} MB; the static copy sends the stored / (${(stored.body.length / 1024).toFixed(1)} KiB, ${stored.headers["content-encoding"] ?? "identity"})`,
  );

  const staticRound = await runRound({
    origin: staticCopy.origin,
    seconds: SECONDS,
    mixes: [{ ...browsersOnHome, name: "static br /" }],
  });
  // The static server has no /readyz: its probe figures mean nothing.
  print("static copy (Brotli)", staticRound);

  const homeRounds = [];
  for (let index = 1; index <= HOME_ROUNDS; index += 1) {
    homeRounds.push(
      await runRound({
        origin,
        probeOrigin,
        serverPid: server.pid,
        seconds: SECONDS,
        mixes: [browsersOnHome],
      }),
    );
    print(`site, browsers, round ${index}`, homeRounds.at(-1));
  }

  const mixedRounds = [];
  for (let index = 1; index <= MIXED_ROUNDS; index += 1) {
    mixedRounds.push(
      await runRound({
        origin,
        probeOrigin,
        serverPid: server.pid,
        seconds: SECONDS,
        mixes: visitorMix(CONNECTIONS, paths, session),
      }),
    );
    print(`site, mix, round ${index}`, mixedRounds.at(-1));
  }

  const overload = await runRound({
    origin,
    probeOrigin,
    serverPid: server.pid,
    seconds: SECONDS,
    mixes: [
      {
        name: "signed in",
        connections: OVERLOAD_FACTOR * CONNECTIONS,
        paths,
        headers: { ...BROWSER_HEADERS, cookie: session },
      },
    ],
  });
  print(`overload, ${OVERLOAD_FACTOR * CONNECTIONS} connections`, overload);

  const staticRate = staticRound.mixes["static br /"].perSecond;
  const homeFigures = homeRounds.map((round) => round.mixes["browser /"]);
  const rss = homeRounds.map((round) => round.rssMb);
  const loadRounds = [...homeRounds, ...mixedRounds];
  const loadMixes = loadRounds.flatMap((round) => Object.values(round.mixes));
  const growth = rss.at(-1) / rss.at(-2) - 1;
  const readyzMax = Math.max(
    ...[...loadRounds, overload].map((round) => round.readyz.maxMs),
  );
  const worstP99 = Math.max(...homeFigures.map((round) => round.p99));
  const bestRate = Math.max(...homeFigures.map((round) => round.perSecond));
  const checks = [
    [
      `/ with browser headers at ${(bestRate / staticRate).toFixed(2)} of the static copy's req/s (${bestRate} / ${staticRate})`,
      bestRate / staticRate >= TARGETS.ofStatic,
    ],
    [`p99 of / at most ${worstP99} ms`, worstP99 <= TARGETS.p99Ms],
    [
      `errors ${loadMixes.reduce((sum, mix) => sum + mix.errors, 0)}, non-2xx ${loadMixes.reduce((sum, mix) => sum + mix.non2xx, 0)} in the load rounds`,
      loadMixes.every((mix) => mix.errors === 0 && mix.non2xx === 0),
    ],
    [
      `RSS after the ${HOME_ROUNDS} rounds ${rss.at(-1)} MB, the last adding ${(growth * 100).toFixed(1)} %`,
      rss.at(-1) <= TARGETS.rssMb && growth <= TARGETS.lastRoundGrowth,
    ],
    [
      `/readyz within ${readyzMax} ms under load and overload, failures: ${JSON.stringify(loadRounds.flatMap((round) => round.readyz.failures))}`,
      readyzMax <= TARGETS.readyzMs &&
        loadRounds.every((round) => round.readyz.failures.length === 0),
    ],
    [
      `overload: ${overload.mixes["signed in"].non2xx} shed (503), p99 ${overload.mixes["signed in"].p99} ms, errors ${overload.mixes["signed in"].errors}`,
      overload.mixes["signed in"].errors === 0,
    ],
  ];
  console.log(`\nIssue 30's targets (load ${loadAverage()}):`);
  for (const [text, met] of checks)
    console.log(`  ${met ? "meets " : "MISSES"}  ${text}`);
} finally {
  staticCopy?.stop();
  stop();
}
