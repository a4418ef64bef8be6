import type { BlogPostEntry } from "./model";
import { escapeXml, newestDay } from "./sitemap";

export type FeedChannel = {
  siteUrl: string;
  title: string;
  description: string;
  /** Newest first. */
  posts: readonly BlogPostEntry[];
};

/** RFC 822 date of a YYYY-MM-DD day, at midnight UTC, as RSS 2.0 wants it. */
export const rfc822 = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toUTCString();

/** The blog as RSS 2.0. Dates come from the posts, so the same content gives the same feed. */
export function renderRssFeed({
  siteUrl,
  title,
  description,
  posts,
}: FeedChannel) {
  const blogUrl = `${siteUrl}/blog`;
  const lastChange = newestDay(posts.map((post) => post.updated ?? post.date));
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${rfc822(post.date)}</pubDate>`,
      `<description>${escapeXml(post.description)}</description>`,
      `<dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(title)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<description>${escapeXml(description)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    lastChange ? `<lastBuildDate>${rfc822(lastChange)}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}
