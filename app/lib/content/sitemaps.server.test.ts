import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  blogPost,
  businessProcess,
  caseStudy,
  contentIndex,
  integration,
} from "../../../tests/content-index";
import { getSitemaps, sectionUrls } from "./sitemaps.server";
import { createContentStore } from "./store.server";

const SITE = "https://www.example.com";

const store = () =>
  createContentStore(
    contentIndex({
      blog: [
        blogPost("close-faster", "2025-03-12"),
        blogPost("old-but-revised", "2024-12-01", "2025-05-01"),
      ],
      businessProcesses: [businessProcess("invoice-approval", "Finance")],
      caseStudies: [
        caseStudy("bluestreak", "Bluestreak", "Construction", "2024-06-01"),
        caseStudy("kai-media", "Kai Media", "Media", "2024-09-15"),
      ],
      integrations: [
        integration("slack", "Communication", ["invoice-approval", "unknown"]),
      ],
    }),
    () => Promise.resolve(""),
  );

describe("sectionUrls", () => {
  it("lists each post at its URL, dated by its last revision", () => {
    expect(sectionUrls(store(), "blogs", SITE)).toEqual([
      {
        loc: "https://www.example.com/blog/close-faster",
        lastmod: "2025-03-12",
      },
      {
        loc: "https://www.example.com/blog/old-but-revised",
        lastmod: "2025-05-01",
      },
    ]);
  });

  it("lists the business processes, undated", () => {
    expect(sectionUrls(store(), "business-processes", SITE)).toEqual([
      {
        loc: "https://www.example.com/business-processes/invoice-approval",
        lastmod: null,
      },
    ]);
  });

  it("lists the case studies, dated", () => {
    expect(sectionUrls(store(), "case-studies", SITE)).toEqual([
      {
        loc: "https://www.example.com/case-studies/bluestreak",
        lastmod: "2024-06-01",
      },
      {
        loc: "https://www.example.com/case-studies/kai-media",
        lastmod: "2024-09-15",
      },
    ]);
  });

  it("lists the integrations, then the pages of the pairs both sides declare", () => {
    expect(sectionUrls(store(), "integrations", SITE)).toEqual([
      { loc: "https://www.example.com/integrations/slack", lastmod: null },
      {
        loc: "https://www.example.com/integration-process/slack/invoice-approval",
        lastmod: null,
      },
    ]);
  });

  it("dates a page that lists a collection by that collection's latest change", () => {
    const pages = sectionUrls(store(), "pages", SITE);
    expect(pages.slice(0, 4)).toEqual([
      { loc: "https://www.example.com/", lastmod: null },
      { loc: "https://www.example.com/ai-form", lastmod: null },
      { loc: "https://www.example.com/contact", lastmod: null },
      { loc: "https://www.example.com/blog", lastmod: "2025-05-01" },
    ]);
    expect(pages).toContainEqual({
      loc: "https://www.example.com/customers",
      lastmod: "2024-09-15",
    });
  });
});

describe("getSitemaps", () => {
  it("indexes one file a section with URLs, dated by its newest URL", () => {
    const sitemaps = getSitemaps(store(), SITE);
    expect(sitemaps.files.map((file) => file.name)).toEqual([
      "blogs.xml",
      "business-processes.xml",
      "case-studies.xml",
      "integrations.xml",
      "pages.xml",
    ]);
    expect(sitemaps.indexXml()).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<sitemap><loc>https://www.example.com/sitemaps/blogs.xml</loc><lastmod>2025-05-01</lastmod></sitemap>",
        "<sitemap><loc>https://www.example.com/sitemaps/business-processes.xml</loc></sitemap>",
        "<sitemap><loc>https://www.example.com/sitemaps/case-studies.xml</loc><lastmod>2024-09-15</lastmod></sitemap>",
        "<sitemap><loc>https://www.example.com/sitemaps/integrations.xml</loc></sitemap>",
        "<sitemap><loc>https://www.example.com/sitemaps/pages.xml</loc><lastmod>2025-05-01</lastmod></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });

  it("serves a file by name, with the same XML gzipped, and nothing for an unknown name", () => {
    const sitemaps = getSitemaps(store(), SITE);
    const file = sitemaps.file("case-studies.xml");
    expect(file?.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://www.example.com/case-studies/bluestreak</loc><lastmod>2024-06-01</lastmod></url>",
        "<url><loc>https://www.example.com/case-studies/kai-media</loc><lastmod>2024-09-15</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
    expect(gunzipSync(file?.gzipped() ?? new Uint8Array()).toString()).toBe(
      file?.xml,
    );
    expect(sitemaps.file("case-studies-2.xml")).toBeNull();
  });

  it("builds a store's sitemaps and each file once a site URL, on first request", () => {
    const content = store();
    const sitemaps = getSitemaps(content, SITE);
    expect(getSitemaps(content, SITE)).toBe(sitemaps);
    expect(sitemaps.file("blogs.xml")).toBe(sitemaps.file("blogs.xml"));
    expect(getSitemaps(content, "https://staging.example.com")).not.toBe(
      sitemaps,
    );
  });
});
