import { gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "~/config/public-pages";
import type { ContentStore } from "./store.server";
import {
  newestDay,
  renderSitemapIndex,
  renderUrlset,
  splitSitemap,
  type SitemapFile,
  type SitemapUrl,
} from "./sitemap";

/** The XML sitemaps /sitemap.xml lists, one section each, under /sitemaps/. */
export const SITEMAP_SECTIONS = [
  "blogs",
  "business-processes",
  "case-studies",
  "integrations",
  "pages",
] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The absolute URLs of one section, with the dates the content gives them. */
export function sectionUrls(
  store: ContentStore,
  section: SitemapSection,
  siteUrl: string,
): SitemapUrl[] {
  const { index } = store;
  switch (section) {
    case "blogs":
      return index.blog.map((post) => ({
        loc: `${siteUrl}/blog/${post.slug}`,
        lastmod: post.updated ?? post.date,
      }));
    case "business-processes":
      return index.businessProcesses.map((process) => ({
        loc: `${siteUrl}/business-processes/${process.slug}`,
        lastmod: null,
      }));
    case "case-studies":
      return index.caseStudies.map((study) => ({
        loc: `${siteUrl}/case-studies/${study.slug}`,
        lastmod: study.date,
      }));
    case "integrations":
      return [
        ...index.integrations.map((integration) => ({
          loc: `${siteUrl}/integrations/${integration.slug}`,
          lastmod: null,
        })),
        ...store.pairs.map(({ integration, process }) => ({
          loc: `${siteUrl}/integration-process/${integration.slug}/${process.slug}`,
          lastmod: null,
        })),
      ];
    case "pages": {
      const newest = {
        blog: newestDay(index.blog.map((post) => post.updated ?? post.date)),
        "case-studies": newestDay(index.caseStudies.map((study) => study.date)),
      };
      return PUBLIC_PAGES.map((page) => ({
        loc: `${siteUrl}${page.path}`,
        lastmod: page.lastmodFrom ? newest[page.lastmodFrom] : null,
      }));
    }
  }
}

/** A rendered sitemap file, with its gzip made once on first need (a large file is ~1 MB). */
export type RenderedSitemap = {
  xml: string;
  gzipped: () => Uint8Array<ArrayBuffer>;
};

export type Sitemaps = {
  files: readonly SitemapFile[];
  /** /sitemap.xml */
  indexXml: () => string;
  /** /sitemaps/{name}, or null when there is no such file. */
  file: (name: string) => RenderedSitemap | null;
};

const built = new WeakMap<ContentStore, Map<string, Sitemaps>>();

/** The sitemaps of a build for one site URL, made on first request and kept with the store. */
export function getSitemaps(store: ContentStore, siteUrl: string): Sitemaps {
  const forStore = built.get(store) ?? new Map<string, Sitemaps>();
  built.set(store, forStore);
  const cached = forStore.get(siteUrl);
  if (cached) return cached;

  const files = SITEMAP_SECTIONS.flatMap((section) =>
    splitSitemap(section, sectionUrls(store, section, siteUrl)),
  );
  const byName = new Map(files.map((file) => [file.name, file]));
  const rendered = new Map<string, RenderedSitemap>();
  let indexXml: string | null = null;

  const sitemaps: Sitemaps = {
    files,
    indexXml: () =>
      (indexXml ??= renderSitemapIndex(
        files.map((file) => ({
          loc: `${siteUrl}/sitemaps/${file.name}`,
          lastmod: file.lastmod,
        })),
      )),
    file(name) {
      const file = byName.get(name);
      if (!file) return null;
      let sitemap = rendered.get(name);
      if (!sitemap) {
        const xml = renderUrlset(file.urls);
        let gzipped: Uint8Array<ArrayBuffer> | null = null;
        sitemap = {
          xml,
          gzipped: () => (gzipped ??= new Uint8Array(gzipSync(xml))),
        };
        rendered.set(name, sitemap);
      }
      return sitemap;
    },
  };
  forStore.set(siteUrl, sitemaps);
  return sitemaps;
}
