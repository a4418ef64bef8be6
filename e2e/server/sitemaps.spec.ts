import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ensureXmllint } from "../../scripts/ensure-xmllint.mjs";

// The sitemaps.org 0.9 schemas, kept as test fixtures (their README has the licence).
const SCHEMAS = path.resolve(
  import.meta.dirname,
  "../../tests/fixtures/sitemap-schemas",
);

let xmllint = "xmllint";
let scratch = "";

test.beforeAll(() => {
  xmllint = ensureXmllint();
  scratch = mkdtempSync(path.join(tmpdir(), "e2e-sitemaps-"));
});

test.afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function validate(
  xml: string,
  schema: "sitemap.xsd" | "siteindex.xsd",
  name: string,
) {
  const file = path.join(scratch, name.replace(/[^a-z0-9.-]/gi, "_"));
  writeFileSync(file, xml);
  try {
    execFileSync(
      xmllint,
      ["--nonet", "--noout", "--schema", path.join(SCHEMAS, schema), file],
      {
        stdio: "pipe",
      },
    );
  } catch (error) {
    const report =
      (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`${name} is not a valid sitemap:\n${report}`);
  }
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

test("every sitemap is valid against the sitemaps.org schemas, and every URL in them answers 200", async ({
  request,
  baseURL,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const indexXml = await index.text();
  validate(indexXml, "siteindex.xsd", "sitemap.xml");

  const sitemapUrls = locsOf(indexXml);
  expect(sitemapUrls.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([
      "/sitemaps/blogs.xml",
      "/sitemaps/business-processes.xml",
      "/sitemaps/case-studies.xml",
      "/sitemaps/integrations.xml",
      "/sitemaps/pages.xml",
    ]),
  );

  const pageUrls: string[] = [];
  for (const sitemapUrl of sitemapUrls) {
    expect(sitemapUrl.startsWith(`${baseURL}/`)).toBe(true);
    const response = await request.get(sitemapUrl);
    expect(response.status(), sitemapUrl).toBe(200);
    const xml = await response.text();
    validate(xml, "sitemap.xsd", new URL(sitemapUrl).pathname);
    pageUrls.push(...locsOf(xml));
  }

  expect(pageUrls).toContain(`${baseURL}/case-studies/tc-boiler`);
  expect(new Set(pageUrls).size).toBe(pageUrls.length);
  for (const url of pageUrls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
  }
});

test("robots.txt points crawlers at the sitemap index", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the feed lists the newest posts, in the order of the blog", async ({
  request,
  baseURL,
}) => {
  const blog = await (await request.get("/blog")).text();
  expect(blog).toContain(
    `<link rel="alternate" type="application/rss+xml" title="Aden blog" href="${baseURL}/blog/rss.xml"/>`,
  );
  // Every post the page links to, in page order: the featured (newest) post, then the grid.
  const listed = [
    ...new Set(
      [...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map(
        (match) => `${baseURL}${match[1]}`,
      ),
    ),
  ];
  expect(listed).toHaveLength(9);

  const feed = await request.get("/blog/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  execFileSync(xmllint, ["--nonet", "--noout", "-"], {
    input: xml,
    stdio: "pipe",
  });
  const items = [
    ...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g),
  ].map((match) => match[1]);
  expect(items.slice(0, listed.length)).toEqual(listed);
});

test("an unknown slug or pair answers 404 with the route-validation message", async ({
  request,
}) => {
  for (const path of [
    "/blog/no-such-post",
    "/integrations/no-such-integration",
    "/business-processes/no-such-process",
    "/integration-process/no-such-integration/no-such-process",
    "/case-studies/acme",
    "/sitemaps/no-such-section.xml",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(await response.text(), path).toContain(`Page Not Found: ${path}`);
  }
});

test("content pages let a CDN keep them", async ({ request }) => {
  for (const path of [
    "/blog",
    "/integrations",
    "/business-processes",
    "/case-studies/tc-boiler",
  ]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
  }
});
