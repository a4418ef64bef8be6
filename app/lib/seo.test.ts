import { describe, expect, it } from "vitest";
import { faqPageJsonLd, pageMeta, seoMeta, type PageSeo } from "./seo";

const ORGANIZATION = {
  "@type": "Organization",
  "@id": "https://adenhq.com/#organization",
  name: "Aden",
  url: "https://adenhq.com/",
  logo: "https://adenhq.com/favicon.svg",
  email: "hello@adenhq.com",
};

const article = {
  published: "2025-03-12",
  modified: "2025-04-02",
  author: { name: "Priya Raman", role: "Editor" },
  tags: ["finance", "month-end-close"],
};

const post: PageSeo = {
  siteUrl: "https://adenhq.com",
  path: "/blog/close-the-books",
  title: "Close the books",
  description: "A faster month end.",
  breadcrumbs: [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: "Close the books", path: "/blog/close-the-books" },
  ],
  article,
};

describe("seoMeta", () => {
  it("gives a page its title, canonical URL, link preview card and organization and breadcrumb JSON-LD", () => {
    expect(
      seoMeta({
        siteUrl: "https://adenhq.com",
        path: "/pricing",
        title: "Pricing",
        description: "Plans and prices.",
        breadcrumbs: [
          { name: "Home", path: "/" },
          { name: "Pricing", path: "/pricing" },
        ],
      }),
    ).toEqual([
      { title: "Pricing | Aden" },
      { name: "description", content: "Plans and prices." },
      {
        tagName: "link",
        rel: "canonical",
        href: "https://adenhq.com/pricing",
      },
      { property: "og:site_name", content: "Aden" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Pricing" },
      { property: "og:description", content: "Plans and prices." },
      { property: "og:url", content: "https://adenhq.com/pricing" },
      {
        property: "og:image",
        content: "https://adenhq.com/og/pricing.png?v=3f7ca8f3",
      },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "Aden · Pricing" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Pricing" },
      { name: "twitter:description", content: "Plans and prices." },
      {
        name: "twitter:image",
        content: "https://adenhq.com/og/pricing.png?v=3f7ca8f3",
      },
      { name: "twitter:image:alt", content: "Aden · Pricing" },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          ...ORGANIZATION,
        },
      },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            {
              "@type": "ListItem",
              position: 1,
              name: "Home",
              item: "https://adenhq.com/",
            },
            {
              "@type": "ListItem",
              position: 2,
              name: "Pricing",
              item: "https://adenhq.com/pricing",
            },
          ],
        },
      },
    ]);
  });

  it("marks a blog post as an article, with its dates, tags and BlogPosting JSON-LD", () => {
    const tags = seoMeta(post);
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    const image = "https://adenhq.com/og/blog/close-the-books.png?v=2cea6ef3";
    expect(tags).toContainEqual({ property: "og:image", content: image });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: "Aden · Blog · Close the books",
    });
    // The article tags follow the Twitter card; the JSON-LD comes last.
    expect(tags.slice(18)).toEqual([
      { property: "article:published_time", content: "2025-03-12" },
      { property: "article:modified_time", content: "2025-04-02" },
      { property: "article:tag", content: "finance" },
      { property: "article:tag", content: "month-end-close" },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          ...ORGANIZATION,
        },
      },
      expect.objectContaining({
        "script:ld+json": expect.objectContaining({
          "@type": "BreadcrumbList",
        }),
      }),
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: "Close the books",
          description: "A faster month end.",
          url: "https://adenhq.com/blog/close-the-books",
          mainEntityOfPage: {
            "@type": "WebPage",
            "@id": "https://adenhq.com/blog/close-the-books",
          },
          datePublished: "2025-03-12",
          dateModified: "2025-04-02",
          author: {
            "@type": "Person",
            name: "Priya Raman",
            jobTitle: "Editor",
          },
          publisher: ORGANIZATION,
          keywords: "finance, month-end-close",
          image,
        },
      },
    ]);
  });

  it("gives a never-revised post no modified time, and its publication day as dateModified", () => {
    const tags = seoMeta({
      ...post,
      article: { ...article, modified: null, tags: [] },
    });
    // Between the Twitter card and the three JSON-LD scripts: the publication time alone.
    expect(tags.slice(18, -3)).toEqual([
      { property: "article:published_time", content: "2025-03-12" },
    ]);
    expect(tags.at(-1)).toMatchObject({
      "script:ld+json": {
        datePublished: "2025-03-12",
        dateModified: "2025-03-12",
        keywords: "",
      },
    });
  });

  it("advertises the blog's RSS feed only on the pages that ask for it", () => {
    const feedLink = {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Aden blog",
      href: "https://adenhq.com/blog/rss.xml",
    };
    expect(seoMeta({ ...post, feed: true })).toContainEqual(feedLink);
    expect(seoMeta(post).filter((tag) => "rel" in tag)).toEqual([
      {
        tagName: "link",
        rel: "canonical",
        href: "https://adenhq.com/blog/close-the-books",
      },
    ]);
  });
});

describe("faqPageJsonLd", () => {
  it("states each question with its answer, in order", () => {
    expect(
      faqPageJsonLd([
        { question: "Is there a free trial?", answer: "Yes, 14 days." },
        { question: "Can I cancel?", answer: "At any time." },
      ]),
    ).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [
          {
            "@type": "Question",
            name: "Is there a free trial?",
            acceptedAnswer: { "@type": "Answer", text: "Yes, 14 days." },
          },
          {
            "@type": "Question",
            name: "Can I cancel?",
            acceptedAnswer: { "@type": "Answer", text: "At any time." },
          },
        ],
      },
    });
  });
});

describe("pageMeta", () => {
  it("gives a page's own title, description and canonical URL from its loader's seo", () => {
    const tags = pageMeta({
      data: {
        seo: {
          siteUrl: "https://adenhq.com",
          path: "/pricing",
          title: "Pricing",
          description: "Plans and prices.",
          breadcrumbs: [{ name: "Home", path: "/" }],
        },
      },
    });
    expect(tags).toContainEqual({ title: "Pricing | Aden" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Plans and prices.",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://adenhq.com/pricing",
    });
  });

  it.each([undefined, null, "Not found", {}])(
    "gives the not-found title, out of search results, when the loader gave no seo (%j)",
    (data) => {
      expect(pageMeta({ data })).toEqual([
        { title: "Page Not Found | Aden" },
        { name: "robots", content: "noindex" },
      ]);
    },
  );
});
