import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostCard, toPostCard } from "~/components/content/cards";
import { CHIP_ROW, FilterChip } from "~/components/content/filter-chip";
import { tagLabel } from "~/components/content/format";
import { PageHero } from "~/components/content/page-hero";
import { Pagination } from "~/components/content/pagination";
import {
  blogListHref,
  paginate,
  parseBlogQuery,
} from "~/lib/content/blog-query";
import { withInlineCover } from "~/lib/content/inline-cover.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";
import { Container } from "~/components/sections/container";
import { cx } from "~/lib/cx";
import { DIRECTORIES } from "~/lib/content/directories-copy";
import { LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

/** How many tags the filter offers; the active tag is always among them. */
const TAG_FILTER_SIZE = 16;

const BLOG_DESCRIPTION = DIRECTORIES.blog.description;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseBlogQuery(url.searchParams);
  if (!query) pageNotFound(`${url.pathname}${url.search}`);
  const store = getContentStore();
  const posts = query.tag ? store.postsTagged(query.tag) : store.index.blog;
  const page =
    query.tag && posts.length === 0 ? null : paginate(posts, query.page);
  if (!page) pageNotFound(`${url.pathname}${url.search}`);

  const topTags = store.tags.slice(0, TAG_FILTER_SIZE).map(({ tag }) => tag);
  const tags =
    query.tag && !topTags.includes(query.tag)
      ? [...topTags, query.tag]
      : topTags;

  const titleParts = [
    query.tag ? `Blog: posts tagged ${tagLabel(query.tag)}` : "Blog",
    page.page > 1 ? `page ${page.page} of ${page.pageCount}` : null,
  ];
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: blogListHref(query),
    title: titleParts.filter(Boolean).join(", "),
    description: BLOG_DESCRIPTION,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      ...(query.tag
        ? [
            {
              name: `Tagged ${tagLabel(query.tag)}`,
              path: blogListHref({ page: 1, tag: query.tag }),
            },
          ]
        : []),
    ],
    feed: true,
  };

  // The hero features the blog's newest post, so it has no empty half; on the first page of the
  // whole list, which it leads, the grid doesn't repeat it.
  const featured = store.index.blog[0] ?? null;
  const leadsThisPage = featured !== null && !query.tag && page.page === 1;
  return data(
    {
      featured: featured
        ? { ...toPostCard(featured), cover: withInlineCover(featured.cover) }
        : null,
      posts: (leadsThisPage ? page.items.slice(1) : page.items).map(toPostCard),
      page: page.page,
      pageCount: page.pageCount,
      total: page.total,
      tag: query.tag,
      tags,
      seo,
    },
    publicPageInit,
  );
}

export default function BlogIndex() {
  const { featured, posts, page, pageCount, total, tag, tags, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={LIST_MESSAGES.blog.eyebrow}
        title={
          tag
            ? LIST_MESSAGES.blog.tagged(tagLabel(tag))
            : DIRECTORIES.blog.title
        }
        lead={
          tag
            ? LIST_MESSAGES.blog.countOnTag(total, tagLabel(tag))
            : BLOG_DESCRIPTION
        }
        aside={
          featured ? <PostCard post={featured} variant="featured" /> : undefined
        }
        asideLayout="product"
      />
      <Container className="py-16 sm:py-20">
        <h2 className="heading-2 text-ink-950">{LIST_MESSAGES.blog.latest}</h2>
        <nav aria-label={LIST_MESSAGES.blog.filterLabel} className="mt-6">
          <ul className={CHIP_ROW}>
            <li className="shrink-0">
              <FilterChip
                to="/blog"
                active={!tag}
                label={LIST_MESSAGES.blog.allPosts}
              />
            </li>
            {tags.map((candidate) => (
              <li key={candidate} className="shrink-0">
                <FilterChip
                  to={blogListHref({ page: 1, tag: candidate })}
                  active={candidate === tag}
                  label={tagLabel(candidate)}
                />
              </li>
            ))}
          </ul>
        </nav>
        {posts.length > 0 ? (
          <ul
            className={cx(
              "mt-10 grid gap-8 sm:grid-cols-2",
              // Four across when three would leave a short last row (8 posts: 4 + 4).
              posts.length % 3 !== 0 && posts.length % 4 === 0
                ? "lg:grid-cols-4"
                : "lg:grid-cols-3",
            )}
          >
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-ink-700">
            {DIRECTORIES.blog.emptyBefore}{" "}
            <Link to="/business-processes" className="text-brand-700 underline">
              {DIRECTORIES.blog.emptyLink}
            </Link>{" "}
            {DIRECTORIES.blog.emptyAfter}
          </p>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => blogListHref({ page: target, tag })}
        />
        <p className="mt-12 text-center text-sm text-ink-600">
          {DIRECTORIES.blog.followBefore}{" "}
          <a href="/blog/rss.xml" className="text-brand-700 underline">
            {DIRECTORIES.blog.feedLink}
          </a>{" "}
          {DIRECTORIES.blog.followMiddle}{" "}
          <Link to="/sitemaps/blogs" className="text-brand-700 underline">
            {DIRECTORIES.blog.listLink}
          </Link>
          .
        </p>
      </Container>
      <CtaBand />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
