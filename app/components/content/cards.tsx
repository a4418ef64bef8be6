import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BlogPostEntry } from "~/lib/content/model";
import { formatDay, readingTime } from "./format";

export type PostCardData = Pick<
  BlogPostEntry,
  | "slug"
  | "title"
  | "description"
  | "date"
  | "cover"
  | "readingMinutes"
  | "tags"
>;

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
}: {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-ink-200">
      <img
        src={post.cover.src}
        alt={post.cover.alt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full bg-ink-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-ink-600">
          <time dateTime={post.date}>{formatDay(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {readingTime(post.readingMinutes)}
        </p>
        <Heading className="mt-2 heading-3 text-ink-950">
          <Link
            to={`/blog/${post.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-ink-700">
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
