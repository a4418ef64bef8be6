import { expect, test } from "@playwright/test";
import { drain } from "../batches";
import {
  MAX_CRAWL_URLS,
  crawlSite,
  documentProblems,
  nuHtmlErrors,
} from "./checks";
import { recordFindings, sitePages, type Finding, type SitePage } from "./site";

// The server-rendered HTML of every page, as a search engine or validator reads it (issue 16):
// every URL of the sitemaps plus the dialogs and error pages is valid HTML to the Nu Html Checker,
// carries no stray byte, ends at </html>, has one h1 and the head tags of a shared link; and a
// crawl from the home page finds no link, image, script or stylesheet that answers an error.

test("every page's HTML is valid and complete", async ({ request }) => {
  test.slow();
  const pages = await sitePages(request);
  const findings: Finding[] = [];
  const documents: Array<{ name: string; html: string }> = [];
  async function check({ page, index }: { page: SitePage; index: number }) {
    const started = Date.now();
    const response = await request.get(page.path, { maxRedirects: 0 });
    const body = await response.body();
    const problems = documentProblems(body);
    if (response.status() !== page.status) {
      problems.unshift(`answered ${response.status()}, not ${page.status}`);
    }
    // In the sitemaps' order, whichever answers first, so the report reads in that order.
    findings[index] = {
      page: page.path,
      check: "html",
      problems,
      ms: Date.now() - started,
    };
    documents[index] = { name: page.path, html: body.toString("utf8") };
  }
  await drain(
    pages.map((page, index) => ({ page, index })),
    check,
  );
  const started = Date.now();
  for (const error of nuHtmlErrors(documents)) {
    findings
      .find((finding) => finding.page === error.page)
      ?.problems.push(`Nu: ${error.message} «${error.extract ?? ""}»`);
  }
  findings.push({
    page: `all ${documents.length} pages`,
    check: "Nu Html Checker",
    problems: [],
    ms: Date.now() - started,
  });
  recordFindings("html", findings);

  expect(pages.length).toBeGreaterThan(100);
  expect(
    findings
      .filter((finding) => finding.problems.length > 0)
      .map((finding) => `${finding.page}: ${finding.problems.join("; ")}`),
  ).toEqual([]);
});

test("no page, link or asset reachable from the home page answers an error", async ({
  request,
  baseURL,
}) => {
  test.slow();
  const started = Date.now();
  const result = await crawlSite(request, new URL("/", baseURL));
  recordFindings("links", [
    {
      page: `${result.seen} URLs reached from /`,
      check: "links",
      problems: result.failures,
      ms: Date.now() - started,
    },
  ]);
  expect(result.failures).toEqual([]);
  // The crawl really walked the site: every route of behaviour §2 that is linked is reached.
  expect(result.pages).toBeGreaterThan(80);
  expect(result.seen).toBeLessThan(MAX_CRAWL_URLS);
});
