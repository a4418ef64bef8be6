import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostCard } from "~/components/content/cards";
import { FilterChip } from "~/components/content/filter-chip";
import { PageHero } from "~/components/content/page-hero";
import { Pagination } from "~/components/content/pagination";
import {
  blogListHref,
  paginate,
  parseBlogQuery,
} from "~/lib/content/blog-query";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";

export const handle: RouteHandle = { whiteHeader: true };

/** How many tags the filter offers; the active tag is always among them. */
const TAG_FILTER_SIZE = 16;

const BLOG_DESCRIPTION =
  "Field notes from the Aden team on automating the paperwork of construction, manufacturing, healthcare and public-sector operations.";

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
    query.tag ? `Blog: posts tagged ${query.tag}` : "Blog",
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
              name: `Tagged ${query.tag}`,
              path: blogListHref({ page: 1, tag: query.tag }),
            },
          ]
        : []),
    ],
    feed: true,
  };

  return data(
    {
      posts: page.items.map((post) => ({
        slug: post.slug,
        title: post.title,
        description: post.description,
        date: post.date,
        cover: post.cover,
        readingMinutes: post.readingMinutes,
        tags: post.tags,
      })),
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
  const { posts, page, pageCount, total, tag, tags, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow="Blog"
        title={
          tag
            ? `Posts tagged “${tag}”`
            : "Notes on automating the work behind the work"
        }
        lead={
          tag
            ? `${total} ${total === 1 ? "post" : "posts"} on ${tag}.`
            : BLOG_DESCRIPTION
        }
      />
      <div className="mx-auto max-w-[1240px] px-5 py-16 sm:py-20">
        <nav aria-label="Filter posts by tag">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterChip to="/blog" active={!tag} label="All posts" />
            </li>
            {tags.map((candidate) => (
              <li key={candidate}>
                <FilterChip
                  to={blogListHref({ page: 1, tag: candidate })}
                  active={candidate === tag}
                  label={candidate}
                />
              </li>
            ))}
          </ul>
        </nav>
        {posts.length > 0 ? (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-ink-700">
            The first posts are on their way. Meanwhile, the{" "}
            <Link to="/business-processes" className="text-brand-700 underline">
              business processes
            </Link>{" "}
            show what teams automate with Aden.
          </p>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => blogListHref({ page: target, tag })}
        />
        <p className="mt-12 text-center text-sm text-ink-600">
          Follow along with the{" "}
          <a href="/blog/rss.xml" className="text-brand-700 underline">
            RSS feed
          </a>{" "}
          or browse the{" "}
          <Link to="/sitemaps/blogs" className="text-brand-700 underline">
            full list of posts
          </Link>
          .
        </p>
      </div>
      <CtaBand />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
