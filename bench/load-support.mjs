// What bench/load.mjs and bench/soak.mjs share: the headers real clients send, connections from
// separate loopback addresses, a signed-in session from the mock upstream, and one round of load.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort, rssMb, startBuiltServer } from "./built-server.mjs";
import { articlePath } from "./routes.mjs";

export const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT_UA =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A navigation as Chrome sends it. */
export const BROWSER_HEADERS = {
  "user-agent": CHROME_UA,
  accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "upgrade-insecure-requests": "1",
};

/** Googlebot's fetch: gzip only. */
export const CRAWLER_HEADERS = {
  "user-agent": GOOGLEBOT_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip",
  from: "googlebot(at)googlebot.com",
};

/**
 * Every connection autocannon opens from here comes from its own loopback address
 * (127.0.0.2, .3, …), as a crowd of visitors would: per-address state (rate-limit counters,
 * the access log's addresses) grows as it does in production. Linux routes all of 127/8 to lo.
 */
export function connectFromSeparateAddresses(count) {
  const connect = net.connect;
  let next = 0;
  net.connect = function connectFromNextAddress(...args) {
    if (typeof args[0] === "number" && typeof args[1] === "string") {
      const localAddress = `127.0.${Math.floor(next / 250)}.${2 + (next % 250)}`;
      next = (next + 1) % count;
      return connect.call(net, { port: args[0], host: args[1], localAddress });
    }
    return connect.apply(net, args);
  };
}

/**
 * The production build started for load from `addresses` loopback addresses (above), its rate
 * limits out of the way: this measures the server, and they would turn it into 429s.
 */
export async function startServerForLoad(addresses) {
  if (
    !existsSync(
      fileURLToPath(new URL("../build/node/server.js", import.meta.url)),
    )
  ) {
    console.log("No build: run `npm run build` first.");
    process.exit(1);
  }
  connectFromSeparateAddresses(addresses);
  // Probes go to their own port, as a deployment's do (docs/deploy.md, decision 065).
  const healthPort = await freePort();
  const server = await startBuiltServer(
    { RATE_LIMIT_SCALE: "100000", HEALTH_PORT: String(healthPort) },
    ["ignore", "ignore", "inherit"],
  );
  return { ...server, probeOrigin: `http://127.0.0.1:${healthPort}` };
}

/** The pages a visitor reads: the home page, the blog, an article and the pricing page. */
export async function visitedPaths(origin) {
  return ["/", "/blog", await articlePath(origin), "/pricing"];
}

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Signs the mock upstream's demo account in through the site's own form (no script): the
 * session cookie that comes back makes every page private and rendered afresh.
 */
export async function signIn(origin) {
  const dialog = await fetch(`${origin}/?auth=login`);
  const html = await dialog.text();
  const form = /<form[^>]*action="\/auth[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(
    html,
  );
  if (!form) throw new Error("No sign-in form on /?auth=login.");
  const fields = new URLSearchParams();
  for (const [, name, value] of form[1].matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  )) {
    fields.set(name, value.replaceAll("&amp;", "&"));
  }
  fields.set("email", "demo@aden.dev");
  fields.set("password", "aden-demo-1234");
  fields.set("intent", "login");
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(dialog),
      origin,
    },
    body: fields.toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .find((value) => /^(__Host-)?aden_session=/.test(value));
  if (!cookie)
    throw new Error(`Sign-in failed: ${response.status} without a session.`);
  const check = await fetch(origin, { headers: { cookie } });
  if (!/private/.test(check.headers.get("cache-control") ?? ""))
    throw new Error("The session cookie did not make the page private.");
  return cookie;
}

/**
 * A crowd of `connections`: 70 % browsers, 15 % Googlebot, 15 % signed-in visitors (browsers
 * with `sessionCookie`), each over `paths`.
 */
export function visitorMix(connections, paths, sessionCookie) {
  const share = (fraction) => Math.max(1, Math.round(connections * fraction));
  return [
    { name: "browsers", share: 0.7, headers: BROWSER_HEADERS },
    { name: "crawler", share: 0.15, headers: CRAWLER_HEADERS },
    {
      name: "signed in",
      share: 0.15,
      headers: { ...BROWSER_HEADERS, cookie: sessionCookie },
    },
  ].map(({ name, share: fraction, headers }) => ({
    name,
    connections: share(fraction),
    paths,
    headers,
  }));
}

export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What one autocannon run reports that the benches print. */
export const figuresOf = (result) => ({
  perSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

/** Issue 30's readiness target: `/readyz` answered within this many ms under load. */
export const READYZ_WITHIN_MS = 100;

/**
 * `/readyz` asked every 250 ms on a new connection, as a kubelet does, from a process of its
 * own (so the load generator's busy event loop doesn't add to the figure). `stop()` resolves
 * with the latencies in ms and the statuses that weren't 200.
 */
export function probeReadiness(origin) {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL("readiness-probe.mjs", import.meta.url)),
      origin,
      String(READYZ_WITHIN_MS),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    async stop() {
      child.kill("SIGTERM");
      await exited;
      const { latencies, failures } = JSON.parse(output);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        probes: sorted.length,
        maxMs: Math.round(sorted.at(-1) ?? NaN),
        p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? NaN),
        failures,
      };
    },
  };
}

/**
 * One round: each mix's autocannon at once, the server's RSS after it, and `/readyz` throughout
 * on the probes' port (`probeOrigin`) and, for comparison, on the site's own port.
 */
export async function runRound({
  origin,
  probeOrigin = origin,
  serverPid,
  seconds,
  mixes,
}) {
  const readiness = probeReadiness(probeOrigin);
  const sitePortReadiness =
    probeOrigin === origin ? undefined : probeReadiness(origin);
  const results = await Promise.all(
    mixes.map((mix) =>
      runAutocannon({
        url: origin,
        connections: mix.connections,
        duration: seconds,
        requests: mix.paths.map((path) => ({
          method: "GET",
          path,
          headers: mix.headers,
        })),
      }),
    ),
  );
  return {
    mixes: Object.fromEntries(
      mixes.map((mix, index) => [mix.name, figuresOf(results[index])]),
    ),
    rssMb: serverPid ? Math.round(rssMb(serverPid)) : undefined,
    readyz: await readiness.stop(),
    sitePortReadyz: await sitePortReadiness?.stop(),
  };
}

/** The load average (1, 5, 15 min) and processes: what else ran beside a figure. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").trim();
