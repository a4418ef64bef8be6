import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureXmllint } from "../../../scripts/ensure-xmllint.mjs";
import { renderRssFeed } from "./feed";
import type { BlogPostEntry } from "./model";
import {
  escapeXml,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  splitSitemap,
  type SitemapUrl,
} from "./sitemap";

// The sitemaps.org 0.9 schemas, kept as test fixtures (their README has the licence).
const SCHEMAS = path.resolve(
  import.meta.dirname,
  "../../../tests/fixtures/sitemap-schemas",
);

let xmllint = "xmllint";
let scratch = "";

beforeAll(() => {
  xmllint = ensureXmllint();
  scratch = mkdtempSync(path.join(tmpdir(), "sitemap-test-"));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs xmllint against a sitemaps.org schema; throws with its report when invalid. */
function validate(xml: string, schema: "sitemap.xsd" | "siteindex.xsd") {
  const file = path.join(
    scratch,
    `${schema}-${Math.random().toString(36).slice(2)}.xml`,
  );
  writeFileSync(file, xml);
  execFileSync(
    xmllint,
    ["--nonet", "--noout", "--schema", path.join(SCHEMAS, schema), file],
    { stdio: "pipe" },
  );
}

const urls = (
  count: number,
  lastmod: (index: number) => string | null = () => null,
) =>
  Array.from({ length: count }, (_, index): SitemapUrl => ({
    loc: `https://www.example.com/blog/post-${index}`,
    lastmod: lastmod(index),
  }));

describe("splitSitemap", () => {
  it("keeps up to 50,000 URLs in one file named after the section", () => {
    const files = splitSitemap("blogs", urls(SITEMAP_MAX_URLS));
    expect(files.map((file) => [file.name, file.urls.length])).toEqual([
      ["blogs.xml", 50_000],
    ]);
  });

  it("splits at 50,000 into numbered files, the first keeping the plain name", () => {
    const files = splitSitemap("blogs", urls(SITEMAP_MAX_URLS * 2 + 1));
    expect(files.map((file) => [file.name, file.urls.length])).toEqual([
      ["blogs.xml", 50_000],
      ["blogs-2.xml", 50_000],
      ["blogs-3.xml", 1],
    ]);
    expect(files[2]?.urls[0]?.loc).toBe(
      "https://www.example.com/blog/post-100000",
    );
  });

  it("gives each file the newest lastmod of its URLs", () => {
    const files = splitSitemap(
      "blogs",
      urls(5, (index) =>
        index === 3
          ? "2025-05-01"
          : index === 4
            ? null
            : "2024-01-0" + (index + 1),
      ),
      2,
    );
    expect(files.map((file) => file.lastmod)).toEqual([
      "2024-01-02",
      "2025-05-01",
      null,
    ]);
  });

  it("takes the newest day of a file wherever it stands, past URLs without one", () => {
    const [file] = splitSitemap("pages", [
      { loc: "https://www.example.com/blog", lastmod: "2025-05-01" },
      { loc: "https://www.example.com/pricing", lastmod: null },
      { loc: "https://www.example.com/customers", lastmod: "2024-11-30" },
    ]);
    expect(file?.lastmod).toBe("2025-05-01");
  });

  it("makes no file for a section without URLs (a urlset needs one)", () => {
    expect(splitSitemap("blogs", [])).toEqual([]);
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes a urlset that the sitemaps.org schema accepts, with lastmod only when known", () => {
    const xml = renderUrlset([
      {
        loc: "https://www.example.com/blog/a?x=1&y=<2>",
        lastmod: "2025-03-12",
      },
      { loc: "https://www.example.com/integrations/b", lastmod: null },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://www.example.com/blog/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2025-03-12</lastmod></url>",
        "<url><loc>https://www.example.com/integrations/b</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
    validate(xml, "sitemap.xsd");
  });

  it("writes a full 50,000-URL file that still validates", () => {
    const [file] = splitSitemap(
      "blogs",
      urls(SITEMAP_MAX_URLS, () => "2025-01-01"),
    );
    validate(renderUrlset(file?.urls ?? []), "sitemap.xsd");
    // xmllint reads 4 MB of XML: 0.5 s on a quiet machine, over 7 s once on two busy cores.
  }, 30_000);

  it("writes a sitemap index that the sitemaps.org schema accepts", () => {
    const xml = renderSitemapIndex([
      {
        loc: "https://www.example.com/sitemaps/blogs.xml",
        lastmod: "2025-04-02",
      },
      { loc: "https://www.example.com/sitemaps/pages.xml", lastmod: null },
    ]);
    expect(xml).toContain(
      "<sitemap><loc>https://www.example.com/sitemaps/blogs.xml</loc><lastmod>2025-04-02</lastmod></sitemap>",
    );
    validate(xml, "siteindex.xsd");
  });

  it("is caught by the validation when it breaks the schema", () => {
    expect(() =>
      validate(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
        "sitemap.xsd",
      ),
    ).toThrow();
  });
});

describe("renderRssFeed", () => {
  const RSS_OPENING = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
  ];
  const post = (
    slug: string,
    date: string,
    updated: string | null = null,
  ): BlogPostEntry => ({
    slug,
    title: `Costs & "margins" <${slug}>`,
    description: `About ${slug}.`,
    date,
    updated,
    author: { name: "Priya Raman", role: "Editor" },
    tags: ["finance"],
    cover: { src: `/images/blog/${slug}.svg`, alt: slug },
    readingMinutes: 3,
    related: [],
  });

  it("lists the posts in the order given, escaped, with RFC 822 dates", () => {
    const xml = renderRssFeed({
      siteUrl: "https://www.example.com",
      title: "Aden & co blog",
      description: "Notes <weekly>.",
      posts: [
        post("new", "2025-03-12", "2025-04-02"),
        { ...post("old", "2024-12-01"), tags: ["finance", "ops & AI"] },
      ],
    });
    expect(xml).toBe(
      [
        ...RSS_OPENING,
        "<title>Aden &amp; co blog</title>",
        "<link>https://www.example.com/blog</link>",
        "<description>Notes &lt;weekly&gt;.</description>",
        "<language>en</language>",
        '<atom:link href="https://www.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
        "<lastBuildDate>Wed, 02 Apr 2025 00:00:00 GMT</lastBuildDate>",
        "<item><title>Costs &amp; &quot;margins&quot; &lt;new&gt;</title>" +
          "<link>https://www.example.com/blog/new</link>" +
          '<guid isPermaLink="true">https://www.example.com/blog/new</guid>' +
          "<pubDate>Wed, 12 Mar 2025 00:00:00 GMT</pubDate>" +
          "<description>About new.</description>" +
          "<dc:creator>Priya Raman</dc:creator>" +
          "<category>finance</category></item>",
        "<item><title>Costs &amp; &quot;margins&quot; &lt;old&gt;</title>" +
          "<link>https://www.example.com/blog/old</link>" +
          '<guid isPermaLink="true">https://www.example.com/blog/old</guid>' +
          "<pubDate>Sun, 01 Dec 2024 00:00:00 GMT</pubDate>" +
          "<description>About old.</description>" +
          "<dc:creator>Priya Raman</dc:creator>" +
          "<category>finance</category><category>ops &amp; AI</category></item>",
        "</channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
    execFileSync(xmllint, ["--nonet", "--noout", "-"], {
      input: xml,
      stdio: ["pipe", "pipe", "pipe"],
    });
  });

  it("dates the feed by its latest change, even when an older post was revised last", () => {
    const xml = renderRssFeed({
      siteUrl: "https://www.example.com",
      title: "Aden blog",
      description: "Notes.",
      posts: [
        post("new", "2025-03-12"),
        post("old", "2024-12-01", "2025-05-01"),
      ],
    });
    expect(xml).toContain(
      "<lastBuildDate>Thu, 01 May 2025 00:00:00 GMT</lastBuildDate>",
    );
  });

  it("is a valid channel without items or build date while the blog is empty", () => {
    expect(
      renderRssFeed({
        siteUrl: "https://www.example.com",
        title: "Aden blog",
        description: "Notes.",
        posts: [],
      }),
    ).toBe(
      [
        ...RSS_OPENING,
        "<title>Aden blog</title>",
        "<link>https://www.example.com/blog</link>",
        "<description>Notes.</description>",
        "<language>en</language>",
        '<atom:link href="https://www.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
        "</channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });
});
