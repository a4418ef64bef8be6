import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostCard, toPostCard } from "~/components/content/cards";
import { formatDay, readingTime, tagLabel } from "~/components/content/format";
import { NeighbourNav } from "~/components/content/neighbour-nav";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { blogListHref } from "~/lib/content/blog-query";
import type { BlogPostEntry } from "~/lib/content/model";
import { withInlineCover } from "~/lib/content/inline-cover.server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { pageNotFound, publicPageInit } from "~/lib/http.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { CtaBand } from "~/components/sections/cta-band";
import { LARGEST_PICTURE } from "~/lib/fetch-priority";
import { LIST_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

const toLink = (post: BlogPostEntry | undefined) =>
  post ? { slug: post.slug, title: post.title } : null;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const store = getContentStore();
  const found = store.post(params.slug ?? "");
  if (!found) pageNotFound(new URL(request.url).pathname);
  const { post, position } = found;
  const html = await store.body("blog", post.slug);

  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path: `/blog/${post.slug}` },
    ],
    article: {
      published: post.date,
      modified: post.updated,
      author: post.author,
      tags: post.tags,
    },
    feed: true,
  };
  return data(
    {
      post: {
        ...toPostCard(post),
        cover: withInlineCover(post.cover),
        updated: post.updated,
        author: post.author,
      },
      html,
      // The index is newest first: the older post comes after this one.
      older: toLink(store.index.blog[position + 1]),
      newer: toLink(position > 0 ? store.index.blog[position - 1] : undefined),
      related: post.related.flatMap((slug) => {
        const related = store.post(slug);
        return related ? [toPostCard(related.post)] : [];
      }),
      seo,
    },
    publicPageInit,
  );
}

export default function BlogPost() {
  const { post, html, older, newer, related, seo } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        title={post.title}
        lead={post.description}
        column="text"
        className="sm:pb-40 max-sm:pb-28"
      >
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-200">
          <p>
            <span className="font-semibold text-white">{post.author.name}</span>
            <span aria-hidden="true"> · </span>
            {post.author.role}
          </p>
          <p>
            {/* A date never breaks across lines ("February / 20, 2026" at 390). */}
            {LIST_MESSAGES.blog.published}{" "}
            <time dateTime={post.date} className="whitespace-nowrap">
              {formatDay(post.date)}
            </time>
            {post.updated ? (
              <>
                {LIST_MESSAGES.blog.updated}{" "}
                <time dateTime={post.updated} className="whitespace-nowrap">
                  {formatDay(post.updated)}
                </time>
              </>
            ) : null}
          </p>
          <p>{readingTime(post.readingMinutes)}</p>
        </div>
      </PageHero>
      {/* The reading column's 768px are the text's, as in the hero above (box-content: the
          padding sits outside them), so title, picture and text share one left edge. */}
      <article className="relative mx-auto box-content max-w-3xl px-5 pb-16">
        {/* The cover rises into the hero: the dark band ends behind the picture. */}
        <img
          src={post.cover.inlineSrc ?? post.cover.src}
          alt={post.cover.alt}
          width={1200}
          height={630}
          {...LARGEST_PICTURE}
          className="-mt-16 aspect-[40/21] w-full rounded-2xl bg-ink-100 object-cover shadow-[0_30px_60px_-30px_rgb(11_14_31/0.5)] ring-1 ring-ink-100 sm:-mt-28"
        />
        <Prose html={html} className="mt-12" />
        <footer className="mt-12 border-t border-ink-100 pt-8">
          <p id="post-tags" className="text-sm font-semibold text-ink-950">
            {LIST_MESSAGES.blog.tags}
          </p>
          <ul aria-labelledby="post-tags" className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={blogListHref({ page: 1, tag })}
                  className="inline-flex h-8 items-center rounded-full bg-ink-50 px-3 text-sm text-ink-800 ring-1 ring-ink-200 hover:bg-ink-100"
                >
                  {tagLabel(tag)}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      </article>
      <NeighbourNav
        label={LIST_MESSAGES.blog.more}
        previous={
          older ? { href: `/blog/${older.slug}`, title: older.title } : null
        }
        next={
          newer ? { href: `/blog/${newer.slug}`, title: newer.title } : null
        }
        column="text"
        previousLabel={LIST_MESSAGES.blog.previousPost}
        nextLabel={LIST_MESSAGES.blog.nextPost}
      />
      {related.length > 0 ? (
        <section
          aria-labelledby="related-posts"
          className="bg-ink-50 py-16 sm:py-20"
        >
          <div className="mx-auto max-w-[1240px] px-5">
            <h2 id="related-posts" className="heading-2 text-ink-950">
              {LIST_MESSAGES.blog.related}
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((relatedPost) => (
                <li key={relatedPost.slug}>
                  <PostCard post={relatedPost} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBand />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
