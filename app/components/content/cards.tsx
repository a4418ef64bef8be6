import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BlogPostEntry, InlinableImage } from "~/lib/content/model";
import { cx } from "~/lib/cx";
import { LARGEST_PICTURE } from "~/lib/fetch-priority";
import { LIST_MESSAGES } from "~/lib/messages";
import { formatDay, readingTime } from "./format";

export type PostCardData = Pick<
  BlogPostEntry,
  "slug" | "title" | "description" | "date" | "readingMinutes" | "tags"
> & { cover: InlinableImage };

/** The fields of a post its card shows, and no more (they travel in the loader's data). */
export const toPostCard = (post: PostCardData): PostCardData => ({
  slug: post.slug,
  title: post.title,
  description: post.description,
  date: post.date,
  cover: post.cover,
  readingMinutes: post.readingMinutes,
  tags: post.tags,
});

export function PostCard({
  post,
  headingLevel = "h3",
  variant = "list",
}: {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
  /** `featured`: the newest post on the blog's dark hero, marked as such and loaded at once. */
  variant?: "list" | "featured";
}) {
  const featured = variant === "featured";
  // Beside the hero's h1 the featured title is no section of its own: a heading there would be an
  // h2 at a card's size, against the one size per level (docs/design.md).
  const Heading = featured ? "p" : headingLevel;
  return (
    <article
      className={cx(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl ring-1 transition",
        featured
          ? "bg-white/[0.06] ring-white/15 hover:bg-white/[0.09]"
          : "bg-white ring-ink-100 hover:-translate-y-0.5 hover:ring-ink-200",
      )}
    >
      <img
        src={post.cover.inlineSrc ?? post.cover.src}
        alt={post.cover.alt}
        width={1200}
        height={630}
        {...(featured ? LARGEST_PICTURE : { loading: "lazy" })}
        decoding="async"
        className={cx(
          "aspect-[40/21] w-full object-cover",
          featured ? "bg-ink-800" : "bg-ink-100",
        )}
      />
      <div className="flex flex-1 flex-col p-6">
        <p
          className={cx("text-sm", featured ? "text-ink-200" : "text-ink-600")}
        >
          {featured ? (
            <>
              <span className="font-semibold text-mint-300">
                {LIST_MESSAGES.blog.featured}
              </span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <time dateTime={post.date}>{formatDay(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {readingTime(post.readingMinutes)}
        </p>
        <Heading
          className={cx(
            "mt-2 heading-3",
            featured ? "text-white" : "text-ink-950",
          )}
        >
          <Link
            to={`/blog/${post.slug}`}
            prefetch="intent"
            className={cx(
              "after:absolute after:inset-0",
              !featured && "group-hover:text-brand-700",
            )}
          >
            {post.title}
          </Link>
        </Heading>
        <p
          className={cx(
            "text-sm leading-6",
            featured
              ? "mt-2 line-clamp-2 text-ink-200"
              : "mt-3 line-clamp-3 text-ink-700",
          )}
        >
          {post.description}
        </p>
      </div>
    </article>
  );
}

/** A card for an integration, a business process or a case study. */
export function EntryCard({
  href,
  title,
  eyebrow,
  summary,
  logo,
  headingLevel = "h3",
}: {
  href: string;
  title: string;
  eyebrow?: ReactNode;
  summary: string;
  logo?: string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-ink-200">
      <div className="flex items-center gap-4">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-xl object-contain"
          />
        ) : null}
        <div>
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <Heading className="heading-3 text-ink-950">
            <Link
              to={href}
              prefetch="intent"
              className="after:absolute after:inset-0 group-hover:text-brand-700"
            >
              {title}
            </Link>
          </Heading>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-ink-700">{summary}</p>
    </article>
  );
}
