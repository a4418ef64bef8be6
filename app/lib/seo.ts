import type { MetaDescriptor } from "@remix-run/node";
import { COMPANY } from "~/config/site";
import { MESSAGES } from "~/lib/messages";
import { OG_CARD_SIZE, ogCardAlt, ogCardOf, ogCardPath } from "~/lib/og-card";

/** One step of a page's breadcrumb trail; the last one is the page itself. */
export type Crumb = { name: string; path: string };

/** What a page tells search engines and link previews. Built by the loader (it knows SITE_URL). */
export type PageSeo = {
  siteUrl: string;
  /** The page's own path and query: its canonical URL. */
  path: string;
  title: string;
  description: string;
  /** Also the card's section: the crumb after Home, when the page is below one (~/lib/og-card). */
  breadcrumbs: Crumb[];
  article?: {
    published: string;
    modified: string | null;
    author: { name: string; role: string };
    tags: string[];
  };
  /** Advertise the blog's RSS feed. */
  feed?: boolean;
};

export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = `${COMPANY.name} blog`;

export const pageTitle = (title: string) => `${title} | ${COMPANY.name}`;

function organization(siteUrl: string) {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: COMPANY.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: COMPANY.email,
  };
}

/**
 * Title, description, canonical, Open Graph, Twitter card and JSON-LD of a page. The image is
 * always the page's own card, drawn at build time (docs/decisions/032).
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const url = `${seo.siteUrl}${seo.path}`;
  const card = ogCardOf(seo);
  const image = {
    url: `${seo.siteUrl}${ogCardPath(card)}`,
    alt: ogCardAlt(card, COMPANY.name),
  };
  const title = pageTitle(seo.title);

  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:type", content: seo.article ? "article" : "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_CARD_SIZE.width) },
    { property: "og:image:height", content: String(OG_CARD_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (seo.article) {
    descriptors.push(
      { property: "article:published_time", content: seo.article.published },
      ...(seo.article.modified
        ? [{ property: "article:modified_time", content: seo.article.modified }]
        : []),
      ...seo.article.tags.map((tag) => ({
        property: "article:tag",
        content: tag,
      })),
    );
  }
  if (seo.feed) {
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: FEED_TITLE,
      href: `${seo.siteUrl}${FEED_PATH}`,
    });
  }

  descriptors.push(
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        ...organization(seo.siteUrl),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: seo.breadcrumbs.map((crumb, position) => ({
          "@type": "ListItem",
          position: position + 1,
          name: crumb.name,
          item: `${seo.siteUrl}${crumb.path}`,
        })),
      },
    },
  );
  if (seo.article) {
    descriptors.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: seo.title,
        description: seo.description,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        datePublished: seo.article.published,
        dateModified: seo.article.modified ?? seo.article.published,
        author: {
          "@type": "Person",
          name: seo.article.author.name,
          jobTitle: seo.article.author.role,
        },
        publisher: organization(seo.siteUrl),
        keywords: seo.article.tags.join(", "),
        image: image.url,
      },
    });
  }
  return descriptors;
}

/** FAQPage JSON-LD for a page's questions and answers (plain text, as shown on the page). */
export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  };
}

/** The head of a page whose loader answered 404. */
export const notFoundMeta = (): MetaDescriptor[] => [
  { title: pageTitle(MESSAGES.notFoundTitle) },
  { name: "robots", content: "noindex" },
];

/**
 * The `meta` of a page whose loader returns its `seo`: its tags, or a page-not-found title when
 * the loader threw. `export const meta: MetaFunction<typeof loader> = pageMeta;`
 */
export function pageMeta({ data }: { data: unknown }): MetaDescriptor[] {
  return data && typeof data === "object" && "seo" in data
    ? seoMeta(data.seo as PageSeo)
    : notFoundMeta();
}
