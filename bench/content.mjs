// Content at scale: 10,000 generated blog posts, built and served. Prints build time, server
// memory and latency of the content pages against the targets of issue 7. Loopback only,
// bounded loops; it reports, it never fails on a figure.
//   BENCH_POSTS      how many posts to generate (default 10000)
//   BENCH_REQUESTS   timed requests per URL (default 200)
//   BENCH_KEEP=1     keep bench/.tmp afterwards
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rssMb, startBuiltServer } from "./built-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TMP = path.join(ROOT, "bench/.tmp");
const CONTENT_DIR = path.join(TMP, "content");
const PUBLIC_DIR = path.join(TMP, "public");
const CONTENT_BUILD_DIR = path.join(TMP, "content-build");
// The site's own pages beside the generated posts: the module pages name real integrations, and
// their Open Graph cards are drawn from them at build.
const SITE_CONTENT = path.join(ROOT, "content");
const SITE_PUBLIC = path.join(ROOT, "public");

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const TARGETS = { buildSeconds: 60, medianMs: 20, memoryGrowthMb: 200 };

// --- 1. Generate the posts (deterministic: same input every run) -------------------------------

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(7);
const pick = (list) => list[Math.floor(next() * list.length)];

const TAGS = [
  "accounting",
  "ai-agents",
  "automation",
  "budgeting",
  "cash-flow",
  "change-orders",
  "compliance",
  "construction",
  "contracting",
  "crm",
  "customer-service",
  "data-entry",
  "document-capture",
  "estimating",
  "field-service",
  "finance",
  "government",
  "grants",
  "healthcare",
  "hr",
  "integrations",
  "inventory",
  "invoicing",
  "job-costing",
  "lien-waivers",
  "manufacturing",
  "month-end-close",
  "onboarding",
  "operations",
  "payroll",
  "procurement",
  "project-management",
  "purchasing",
  "quality",
  "reporting",
  "safety",
  "scheduling",
  "subcontractors",
  "training",
  "workforce",
];
const SUBJECTS = [
  "invoice approvals",
  "job costing",
  "purchase orders",
  "crew scheduling",
  "lien waivers",
  "safety training",
  "inventory counts",
  "change orders",
  "payroll runs",
  "vendor onboarding",
  "grant reporting",
  "credential renewals",
  "work orders",
  "quality checks",
  "month-end close",
];
const ANGLES = [
  "What we learned automating",
  "A field guide to",
  "Five mistakes teams make with",
  "How operators rethink",
  "The hidden cost of manual",
  "A checklist for",
  "Why AI agents are good at",
  "Measuring the payback of automated",
];
const WORDS =
  "the team moved every approval into one queue so project managers saw costs as they happened and finance closed the month without chasing receipts across email and paper".split(
    " ",
  );

const sentence = (length) => {
  const words = Array.from({ length }, () => pick(WORDS));
  const text = words.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
};
const paragraph = () =>
  Array.from({ length: 4 + Math.floor(next() * 3) }, () =>
    sentence(12 + Math.floor(next() * 8)),
  ).join(" ");

function postBody(index) {
  const sections = [];
  for (let section = 0; section < 4; section += 1) {
    sections.push(
      `## ${sentence(4).slice(0, -1)} ${index}-${section}`,
      paragraph(),
      paragraph(),
    );
    if (section === 1) {
      sections.push(
        Array.from({ length: 4 }, () => `- ${sentence(8)}`).join("\n"),
        `### ${sentence(3).slice(0, -1)}`,
        `${paragraph()} See [the guide](https://example.com/guide/${index}) or [pricing](/pricing).`,
      );
    }
    if (section === 2) {
      sections.push(
        "| Step | Before | After |\n| --- | --- | --- |\n| Approval | 4 days | 1 day |\n| Posting | 2 days | same day |",
      );
    }
  }
  return `${paragraph()}\n\n${sections.join("\n\n")}\n`;
}

function generate() {
  rmSync(TMP, { recursive: true, force: true });
  for (const folder of [
    "integrations",
    "business-processes",
    "case-studies",
    "legal",
  ]) {
    cpSync(path.join(SITE_CONTENT, folder), path.join(CONTENT_DIR, folder), {
      recursive: true,
    });
  }
  cpSync(SITE_PUBLIC, PUBLIC_DIR, { recursive: true });
  mkdirSync(path.join(CONTENT_DIR, "blog"), { recursive: true });
  mkdirSync(path.join(PUBLIC_DIR, "images/blog"), { recursive: true });

  const cover =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#302880"/></svg>\n';
  const firstDay = Date.UTC(2016, 0, 1);
  const slugs = [];
  for (let index = 0; index < POSTS; index += 1) {
    const subject = pick(SUBJECTS);
    const title = `${pick(ANGLES)} ${subject}`;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}`;
    const date = new Date(
      firstDay + Math.floor((index / POSTS) * 3_600) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const tags = [
      ...new Set(
        Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(TAGS)),
      ),
    ];
    writeFileSync(
      path.join(CONTENT_DIR, "blog", `${slug}.md`),
      [
        "---",
        `title: ${title}`,
        `description: Practical notes on ${subject} for operations and finance teams, from post number ${index}.`,
        `date: ${date}`,
        "author:",
        "  name: Priya Raman",
        "  role: Head of Finance Automation",
        `tags: [${tags.join(", ")}]`,
        "cover:",
        `  src: /images/blog/${slug}.svg`,
        `  alt: Illustration for ${subject}`,
        `draft: ${index % 500 === 499}`,
        "---",
        "",
        postBody(index),
      ].join("\n"),
    );
    writeFileSync(path.join(PUBLIC_DIR, "images/blog", `${slug}.svg`), cover);
    slugs.push(slug);
  }
  return slugs;
}

// --- 2. Build ---------------------------------------------------------------------------------

/** CPU seconds used by this process's finished children (Linux /proc), for a load-independent figure. */
function childrenCpuSeconds() {
  const fields = readFileSync("/proc/self/stat", "utf8")
    .split(") ")[1]
    .split(" ");
  // After the command name: cutime and cstime are the 14th and 15th fields, in clock ticks.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function build() {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const output = execFileSync(process.execPath, ["scripts/build.mjs"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR, CONTENT_BUILD_DIR, PUBLIC_DIR },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const seconds = (performance.now() - started) / 1000;
  const contentSeconds = Number(
    /Compiled content .* in ([\d.]+) s/.exec(output)?.[1] ?? NaN,
  );
  return {
    seconds,
    contentSeconds,
    cpuSeconds: childrenCpuSeconds() - cpuBefore,
  };
}

// --- 3. Serve and measure ---------------------------------------------------------------------

async function timeRequests(origin, paths) {
  const times = [];
  for (let index = 0; index < paths.length; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${paths[index]}`);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${paths[index]} answered ${response.status}`);
    times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (fraction) =>
    times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function serveAndMeasure(slugs) {
  // Rendering is what is measured here: no page cache, and no per-address budget in the way.
  const { origin, child, stop } = await startBuiltServer({
    CONTENT_BUILD_DIR,
    PAGE_CACHE: "false",
    RATE_LIMIT_SCALE: "100000",
  });
  try {
    const rssBefore = rssMb(child.pid);

    const published = slugs.filter((_, index) => index % 500 !== 499);
    const repeat = (path) => Array.from({ length: REQUESTS }, () => path);
    const pageCount = Math.ceil(published.length / 12);
    const urls = {
      "/blog": repeat("/blog"),
      "/blog?page=N": Array.from(
        { length: REQUESTS },
        (_, index) => `/blog?page=${1 + ((index * 37) % pageCount)}`,
      ),
      "/blog/{slug}": Array.from(
        { length: REQUESTS },
        (_, index) => `/blog/${published[(index * 4_999) % published.length]}`,
      ),
      "/sitemaps/blogs.xml": repeat("/sitemaps/blogs.xml"),
      "/sitemap.xml": repeat("/sitemap.xml"),
    };
    const firstRequest = performance.now();
    await fetch(`${origin}/blog`).then((response) => response.arrayBuffer());
    const firstLoadMs = performance.now() - firstRequest;

    const results = {};
    for (const [label, paths] of Object.entries(urls)) {
      await timeRequests(origin, paths.slice(0, WARMUP));
      results[label] = await timeRequests(origin, paths);
    }
    const rssAfter = rssMb(child.pid);
    return { results, rssBefore, rssAfter, firstLoadMs };
  } finally {
    stop();
  }
}

// --- 4. Sitemap generation cost by size --------------------------------------------------------

async function sitemapScaling() {
  const { register } = await import("tsx/esm/api");
  const unregister = register();
  const { renderUrlset, splitSitemap } =
    await import("../app/lib/content/sitemap.ts");
  unregister();
  const rows = [];
  for (const count of [1_000, 10_000, 50_000, 100_000]) {
    const urls = Array.from({ length: count }, (_, index) => ({
      loc: `https://www.example.com/blog/post-${index}`,
      lastmod: "2025-01-01",
    }));
    const started = performance.now();
    const files = splitSitemap("blogs", urls);
    for (const file of files) renderUrlset(file.urls);
    const ms = performance.now() - started;
    rows.push({ count, ms, nsPerUrl: (ms * 1e6) / count, files: files.length });
  }
  return rows;
}

// --- Report -------------------------------------------------------------------------------------

const verdict = (ok) => (ok ? "ok" : "OVER TARGET");
const ms = (value) => `${value.toFixed(1)} ms`;

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`;
// Figures on a shared machine depend on what else runs: the load is printed with them.
console.log(`Start: ${load()}, ${availableParallelism()} cores`);
console.log(
  `Generating ${POSTS.toLocaleString("en-US")} posts into bench/.tmp/content ...`,
);
const started = performance.now();
const slugs = generate();
console.log(
  `  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

console.log(
  "Building (scripts/build.mjs with CONTENT_DIR pointing at them) ...",
);
const built = build();
console.log(
  `  build: ${built.seconds.toFixed(1)} s (content compile ${built.contentSeconds.toFixed(1)} s), target < ${TARGETS.buildSeconds} s: ${verdict(built.seconds < TARGETS.buildSeconds)}`,
);
console.log(
  `  build CPU time: ${built.cpuSeconds.toFixed(1)} s over all cores (the wall time above also depends on the load)`,
);

console.log(
  `Serving the build with mocks on; ${REQUESTS} timed requests per URL after ${WARMUP} warm-up ...`,
);
const served = await serveAndMeasure(slugs);
console.log(`  first request (loads the index): ${ms(served.firstLoadMs)}`);
for (const [label, { median, p95 }] of Object.entries(served.results)) {
  console.log(
    `  ${label.padEnd(22)} median ${ms(median).padStart(9)}  p95 ${ms(p95).padStart(9)}  target median < ${TARGETS.medianMs} ms: ${verdict(median < TARGETS.medianMs)}`,
  );
}
const growth = served.rssAfter - served.rssBefore;
console.log(
  `  server RSS: ${served.rssBefore.toFixed(0)} MB at start, ${served.rssAfter.toFixed(0)} MB after the pages; growth ${growth.toFixed(0)} MB, target < ${TARGETS.memoryGrowthMb} MB: ${verdict(growth < TARGETS.memoryGrowthMb)}`,
);

console.log("Sitemap generation by size (split at 50,000, rendered to XML):");
for (const row of await sitemapScaling()) {
  console.log(
    `  ${row.count.toLocaleString("en-US").padStart(7)} URLs: ${ms(row.ms).padStart(9)} (${row.nsPerUrl.toFixed(0)} ns per URL, ${row.files} file${row.files === 1 ? "" : "s"})`,
  );
}

console.log(`End: ${load()}`);
if (process.env.BENCH_KEEP !== "1")
  rmSync(TMP, { recursive: true, force: true });
// The timed build replaced build/: build the site's own content again, so `npm start` serves it.
console.log("\nRebuilding build/ with the site's own content ...");
execFileSync(process.execPath, ["scripts/build.mjs"], {
  cwd: ROOT,
  stdio: ["ignore", "ignore", "inherit"],
});
console.log("  done.");
