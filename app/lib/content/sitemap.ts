/** Sitemaps of the sitemaps.org protocol 0.9, as strings, in time linear in the URLs. */

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD, or null when the content has no date. */
  lastmod: string | null;
};

export type SitemapFile = {
  /** File name under /sitemaps/, for example `blogs.xml` or `blogs-2.xml`. */
  name: string;
  urls: SitemapUrl[];
  /** The newest lastmod of its URLs. */
  lastmod: string | null;
};

const XML_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
} as const;

export function escapeXml(value: string) {
  // The pattern matches only the escapes' keys.
  return value.replace(
    /[&<>"']/g,
    (character) => XML_ESCAPES[character as keyof typeof XML_ESCAPES],
  );
}

/** The latest of some YYYY-MM-DD days (they sort as text), or null when none is known. */
export const newestDay = (dates: readonly (string | null)[]) =>
  dates.reduce<string | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );

/**
 * A section's URLs as sitemap files of at most `maxUrls` each: `{section}.xml`, then
 * `{section}-2.xml`, `{section}-3.xml`... The first file keeps the plain name, so its URL never
 * changes when a section grows past the limit. A section without URLs has no file (a urlset must
 * hold at least one URL).
 */
export function splitSitemap(
  section: string,
  urls: readonly SitemapUrl[],
  maxUrls: number = SITEMAP_MAX_URLS,
): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    const chunk = urls.slice(start, start + maxUrls);
    const number = start / maxUrls + 1;
    files.push({
      name: number === 1 ? `${section}.xml` : `${section}-${number}.xml`,
      urls: chunk,
      lastmod: newestDay(chunk.map((url) => url.lastmod)),
    });
  }
  return files;
}

const lastmodTag = (lastmod: string | null) =>
  lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";

export function renderUrlset(urls: readonly SitemapUrl[]) {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n`,
  ];
  for (const url of urls) {
    parts.push(
      `<url><loc>${escapeXml(url.loc)}</loc>${lastmodTag(url.lastmod)}</url>\n`,
    );
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]) {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`,
  ];
  for (const sitemap of sitemaps) {
    parts.push(
      `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${lastmodTag(sitemap.lastmod)}</sitemap>\n`,
    );
  }
  parts.push("</sitemapindex>\n");
  return parts.join("");
}
