/**
 * Checks the catalogue content before the build does: front matter shapes, word counts,
 * integration <-> business-process pairs declared on both sides, internal links and logo tiles.
 * Usage: node scripts/check-catalog.mjs   (exits 1 and lists every problem when one is found)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

const ROOT = new URL("..", import.meta.url).pathname;
const MIN_PAIRS = 26;
const LATEST_CASE_STUDY_DATE = "2026-11-20";
const CASE_STUDY_SLUGS = ["bluestreak", "kai-media", "medallion", "tc-boiler"];
const MIN_CONTRAST = 4.5;

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const integrationSchema = z
  .object({
    name: z.string().min(1),
    category: z.enum([
      "Accounting",
      "CRM",
      "Communication",
      "Documents",
      "Construction",
      "Commerce",
      "Payments",
      "HR & Payroll",
    ]),
    logo: z.string().regex(/^\/images\/integrations\/[a-z0-9-]+\.svg$/),
    summary: z.string().min(1).max(160),
    website: z.string().url().startsWith("https://"),
    processes: z.array(slugSchema).min(1).max(4),
  })
  .strict();

const businessProcessSchema = z
  .object({
    title: z.string().min(1),
    category: z.enum([
      "Finance",
      "Operations",
      "People",
      "Compliance",
      "Sales",
      "Supply chain",
    ]),
    summary: z.string().min(1).max(160),
    steps: z.array(z.string().min(1)).min(3).max(7),
    integrations: z.array(slugSchema).min(1),
  })
  .strict();

// Real, named customers: their results and quotes must stay qualitative (no figures).
const noFiguresSchema = z
  .string()
  .min(1)
  .refine((text) => !/[0-9%]/.test(text), "must not contain figures");

const caseStudySchema = z
  .object({
    customer: z.string().min(1),
    industry: z.string().min(1),
    summary: z.string().min(1).max(200),
    date: z
      .union([z.string(), z.date()])
      .transform((value) =>
        value instanceof Date ? value.toISOString().slice(0, 10) : value,
      )
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .refine((day) => day < LATEST_CASE_STUDY_DATE, "date is too late"),
      ),
    results: z
      .array(
        z.object({ title: noFiguresSchema, detail: noFiguresSchema }).strict(),
      )
      .min(3)
      .max(4),
    quote: z
      .object({ text: noFiguresSchema, attribution: z.string().min(1) })
      .strict(),
  })
  .strict();

const collections = {
  integrations: { schema: integrationSchema, words: [250, 450] },
  "business-processes": { schema: businessProcessSchema, words: [300, 500] },
  "case-studies": { schema: caseStudySchema, words: [450, 700] },
};

const problems = [];
const report = (where, message) => problems.push(`${where}: ${message}`);

function readCollection(name) {
  const { schema, words } = collections[name];
  const dir = join(ROOT, "content", name);
  const entries = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const slug = file.slice(0, -3);
    const where = `content/${name}/${file}`;
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync(join(dir, file), "utf8"),
    );
    if (!match) {
      report(where, "no front matter block");
      continue;
    }
    const parsed = schema.safeParse(parseYaml(match[1]));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        report(where, `${issue.path.join(".") || "(root)"}: ${issue.message}`);
      }
      continue;
    }
    const body = match[2];
    const wordCount = body
      .split(/\s+/)
      .filter((token) => /[A-Za-z0-9]/.test(token)).length;
    if (wordCount < words[0] || wordCount > words[1]) {
      report(where, `body has ${wordCount} words, expected ${words.join("-")}`);
    }
    entries.set(slug, { data: parsed.data, body, where, wordCount });
  }
  return entries;
}

const integrations = readCollection("integrations");
const processes = readCollection("business-processes");
const caseStudies = readCollection("case-studies");

const caseStudySlugs = [...caseStudies.keys()].sort();
if (caseStudySlugs.join() !== CASE_STUDY_SLUGS.join()) {
  report("content/case-studies", `slugs are ${caseStudySlugs.join(", ")}`);
}

const pairs = new Set();
for (const [slug, { data, where }] of integrations) {
  for (const processSlug of data.processes) {
    if (!processes.has(processSlug))
      report(where, `unknown process ${processSlug}`);
    pairs.add(`${slug}|${processSlug}`);
  }
}
const declaredByProcesses = new Set();
for (const [slug, { data, where }] of processes) {
  for (const integration of data.integrations) {
    if (!integrations.has(integration)) {
      report(where, `unknown integration ${integration}`);
    }
    declaredByProcesses.add(`${integration}|${slug}`);
  }
}
for (const pair of pairs) {
  if (!declaredByProcesses.has(pair))
    report(pair, "declared by the integration only");
}
for (const pair of declaredByProcesses) {
  if (!pairs.has(pair)) report(pair, "declared by the process only");
}
const consistentPairs = [...pairs].filter((pair) =>
  declaredByProcesses.has(pair),
);
if (consistentPairs.length < MIN_PAIRS) {
  report("pairs", `only ${consistentPairs.length}, need ${MIN_PAIRS}`);
}

const linkTargets = {
  integrations,
  "business-processes": processes,
};
for (const entries of [integrations, processes, caseStudies]) {
  for (const { body, where } of entries.values()) {
    for (const [, section, slug] of body.matchAll(
      /\]\(\/(integrations|business-processes)\/([^)#?]+)\)/g,
    )) {
      if (!linkTargets[section].has(slug))
        report(where, `dead link /${section}/${slug}`);
    }
  }
}
for (const { body, where } of caseStudies.values()) {
  if (!/\]\(\/(integrations|business-processes)\//.test(body)) {
    report(where, "no internal link to a process or integration");
  }
  for (const heading of [
    "## The challenge",
    "## What they did with Aden",
    "## The outcome",
  ]) {
    if (!body.includes(`${heading}\n`)) report(where, `missing "${heading}"`);
  }
}

function relativeLuminance(hex) {
  const channels = [1, 3, 5].map(
    (i) => parseInt(hex.slice(i, i + 2), 16) / 255,
  );
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const [slug, { data, where }] of integrations) {
  if (data.logo !== `/images/integrations/${slug}.svg`) {
    report(where, `logo should be /images/integrations/${slug}.svg`);
  }
  const file = join(ROOT, "public", data.logo);
  if (!existsSync(file)) {
    report(where, `missing ${data.logo}`);
    continue;
  }
  const svg = readFileSync(file, "utf8");
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    report(file, "not an SVG root");
  if (!svg.includes('viewBox="0 0 64 64"'))
    report(file, "viewBox is not 0 0 64 64");
  if (/<script|\son[a-z]+=|href=/i.test(svg))
    report(file, "scripts, handlers or links");
  if (!svg.includes('font-family="Inter, Arial, sans-serif"'))
    report(file, "wrong font");
  const tags = [...svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)];
  const open = [];
  for (const [, closing, tag, selfClosing] of tags) {
    if (selfClosing) continue;
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) report(file, `unbalanced </${tag}>`);
  }
  if (open.length > 0) report(file, `unclosed <${open.join(">, <")}>`);
  const fill = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
  if (!fill) {
    report(file, "tile has no hex fill");
  } else {
    const contrast = 1.05 / (relativeLuminance(fill) + 0.05);
    if (contrast < MIN_CONTRAST) {
      report(file, `white on ${fill} is ${contrast.toFixed(2)}:1`);
    }
  }
  const initials = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? "";
  if (!/^[A-Za-z]{1,2}$/.test(initials)) report(file, `initials "${initials}"`);
}

const summary = [
  `integrations (${integrations.size}): ${[...integrations.keys()].join(", ")}`,
  `business-processes (${processes.size}): ${[...processes.keys()].join(", ")}`,
  `case-studies (${caseStudies.size}): ${caseStudySlugs.join(", ")}`,
  `pairs declared on both sides: ${consistentPairs.length}`,
];
console.log(summary.join("\n"));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("catalogue content OK");
