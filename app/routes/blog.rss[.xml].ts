import { renderRssFeed } from "~/lib/content/feed";
import { FEED_SIZE } from "~/lib/content/model";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { feedResponse } from "~/lib/http.server";
import { FEED_TITLE } from "~/lib/seo";
import { DIRECTORIES } from "~/lib/content/directories-copy";

/** The newest posts as RSS 2.0, advertised by a rel="alternate" link on the blog pages. */
export function loader() {
  const xml = renderRssFeed({
    siteUrl: getEnv().siteUrl,
    title: FEED_TITLE,
    description: DIRECTORIES.blog.feedDescription,
    posts: getContentStore().index.blog.slice(0, FEED_SIZE),
  });
  return feedResponse(xml, "application/rss+xml");
}
