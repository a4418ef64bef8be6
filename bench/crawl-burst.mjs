// `npm run bench:crawl` (decision 072): what a crawler's first visit does to everyone else. On a
// fresh server, every page of the sitemaps is fetched two at a time (a polite crawler, Brotli
// accepted), while a browser asks for a build file every quarter second. Printed: how long the
// crawl took, its slowest pages, and how long the file waited at worst: a file read queued
// behind the page cache's compressions on libuv's threads shows there. Then what each Brotli
// quality costs and saves over the same pages, compressed once each in this process.
// It prints figures and asserts nothing (docs/performance.md carries them).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startBuiltServer } from "./built-server.mjs";
import { BROWSER_HEADERS, loadAverage } from "./load-support.mjs";

const CRAWLERS = 2;
const FILE_EVERY_MS = 250;
const QUALITIES = [11, 10, 9, 8, 7, 5];

const seconds = (ms) => (ms / 1000).toFixed(2);

async function sitemapPaths(origin) {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (
      await fetch(new URL(new URL(sitemap).pathname, origin))
    ).text();
    for (const [, page] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.push(new URL(page).pathname);
  }
  return paths;
}

/** Fetches a path; resolves with the milliseconds until its last byte. */
async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const server = await startBuiltServer({ RATE_LIMIT_SCALE: "100000" });
try {
  const { origin } = server;
  const paths = await sitemapPaths(origin);
  const home = await (await fetch(origin)).text();
  const file = /<link rel="modulepreload" href="([^"]+)"/.exec(home)?.[1];
  if (!file) throw new Error("No module in the home page to fetch.");
  // `/` is now kept (the sitemaps are XML, never kept): the crawl starts from a cache that holds
  // nothing else.

  let crawling = true;
  const fileWaits = [];
  const browser = (async () => {
    while (crawling) {
      fileWaits.push(
        await timed(new URL(file, origin), {
          "accept-encoding": BROWSER_HEADERS["accept-encoding"],
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, FILE_EVERY_MS));
    }
  })();

  const pageTimes = [];
  const queue = [...paths];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CRAWLERS }, async () => {
      for (let path = queue.shift(); path; path = queue.shift())
        pageTimes.push({
          path,
          ms: await timed(new URL(path, origin), BROWSER_HEADERS),
        });
    }),
  );
  const crawlMs = performance.now() - started;
  crawling = false;
  await browser;

  pageTimes.sort((a, b) => b.ms - a.ms);
  fileWaits.sort((a, b) => b - a);
  console.log(
    `${paths.length} pages, ${CRAWLERS} at a time, in ${seconds(crawlMs)} s (load ${loadAverage()}).`,
  );
  console.log(
    `Slowest pages: ${pageTimes
      .slice(0, 3)
      .map(({ path, ms }) => `${path} ${seconds(ms)} s`)
      .join(", ")}.`,
  );
  console.log(
    `A build file fetched ${fileWaits.length} times meanwhile: slowest ${seconds(fileWaits[0])} s, median ${seconds(fileWaits[Math.floor(fileWaits.length / 2)])} s.`,
  );

  // Read again as they are, which also tells what the crawl left kept: `hit`, or `shared` while
  // still waiting to be compressed; a `miss` was not kept.
  const sources = {};
  const pages = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(new URL(path, origin), {
        headers: { "accept-encoding": "identity" },
      });
      const source = response.headers.get("x-page-cache");
      sources[source] = (sources[source] ?? 0) + 1;
      return Buffer.from(await response.arrayBuffer());
    }),
  );
  console.log(
    `Afterwards, X-Page-Cache of each page: ${Object.entries(sources)
      .map(([source, count]) => `${source} ${count}`)
      .join(", ")}.`,
  );
  const total = pages.reduce((sum, page) => sum + page.length, 0);
  const homePage = pages[paths.indexOf("/")] ?? Buffer.from(home);
  console.log(
    `\nThe ${pages.length} pages (${Math.round(total / 1024)} KiB), each compressed once:`,
  );
  console.log(
    "| Setting | CPU s, all pages | ms a page | KiB, all pages | KiB, `/` |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const candidates = [
    ...QUALITIES.map((quality) => [
      `Brotli ${quality}, text mode`,
      (page) =>
        brotliCompressSync(page, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
          },
        }),
    ]),
    ["gzip 9", (page) => gzipSync(page, { level: 9 })],
  ];
  for (const [name, compress] of candidates) {
    const cpuBefore = process.cpuUsage();
    let bytes = 0;
    for (const page of pages) bytes += compress(page).length;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(
      `| ${name} | ${seconds(cpuMs)} | ${(cpuMs / pages.length).toFixed(1)} | ${Math.round(bytes / 1024)} | ${(compress(homePage).length / 1024).toFixed(1)} |`,
    );
  }
} finally {
  server.stop();
}
