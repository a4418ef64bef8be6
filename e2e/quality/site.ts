import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

/** Where the crawl keeps its screenshots and findings; quality.md is written beside it. */
export const QUALITY_DIR = path.resolve("test-results/quality");

export type SitePage = {
  path: string;
  /** The status the page answers on purpose. */
  status: number;
  /** A dialog the URL opens, which must be visible before the page is checked. */
  dialog?: boolean;
};

/** Pages the sitemaps do not list: each dialog open, and the error pages. */
const EXTRA_PAGES: SitePage[] = [
  { path: "/?auth=login", status: 200, dialog: true },
  { path: "/?auth=signup", status: 200, dialog: true },
  { path: "/?contact=1", status: 200, dialog: true },
  { path: "/does-not-exist", status: 404 },
  // The mock upstream's deliberate failure: the site's 500 page.
  { path: "/__mock-error", status: 500 },
];

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

/** Every URL in the sitemaps (through the index), as paths, then the extra pages. */
export async function sitePages(
  request: APIRequestContext,
): Promise<SitePage[]> {
  const index = await (await request.get("/sitemap.xml")).text();
  const pages: SitePage[] = [];
  for (const sitemap of locsOf(index)) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    for (const loc of locsOf(xml)) {
      const url = new URL(loc);
      pages.push({ path: `${url.pathname}${url.search}`, status: 200 });
    }
  }
  return [...pages, ...EXTRA_PAGES];
}

/** A file name for a page: `/blog/x?y=1` becomes `blog-x-y-1`, `/?auth=login` `home-auth-login`. */
export function pageSlug(pagePath: string): string {
  const url = new URL(pagePath, "http://localhost");
  const base = url.pathname === "/" ? "home" : url.pathname;
  return `${base}${url.search}`
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "");
}

export type Finding = {
  page: string;
  /** What was checked: "html", "1440", "390", "keyboard". */
  check: string;
  problems: string[];
  ms: number;
};

/** Keeps one test's findings for the report (e2e/quality/report.ts reads them after the run). */
export function recordFindings(name: string, findings: Finding[]) {
  mkdirSync(path.join(QUALITY_DIR, "findings"), { recursive: true });
  writeFileSync(
    path.join(QUALITY_DIR, "findings", `${name}.json`),
    JSON.stringify(findings, null, 1),
  );
}
