import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import { LIST_MESSAGES } from "~/lib/messages";

export type NeighbourLink = { href: string; title: string } | null;

/** The previous and next entries of a collection, at the foot of an entry page. */
export function NeighbourNav({
  label,
  previous,
  next,
  previousLabel = LIST_MESSAGES.previous,
  nextLabel = LIST_MESSAGES.next,
  column = "wide",
}: {
  label: string;
  previous: NeighbourLink;
  next: NeighbourLink;
  /** `text`: in the 768px reading column of an article, under its text. */
  column?: "wide" | "text";
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={label}
      className={cx(
        "mx-auto grid gap-4 px-5 sm:grid-cols-2",
        // Under an article the article's own bottom padding is the space above.
        column === "text"
          ? "box-content max-w-3xl pb-16"
          : "max-w-[1240px] py-12",
      )}
    >
      {previous ? (
        <Link
          to={previous.href}
          className="rounded-2xl p-5 ring-1 ring-ink-200 hover:bg-ink-50"
        >
          <span className="block text-sm text-ink-600">{previousLabel}</span>
          <span className="mt-1 block font-semibold text-ink-950">
            {previous.title}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link
          to={next.href}
          className="rounded-2xl p-5 text-right ring-1 ring-ink-200 hover:bg-ink-50 sm:col-start-2"
        >
          <span className="block text-sm text-ink-600">{nextLabel}</span>
          <span className="mt-1 block font-semibold text-ink-950">
            {next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

/** The entries either side of `slug` in an ordered list. */
export function neighboursOf<T extends { slug: string }>(
  entries: readonly T[],
  slug: string,
): { previous: T | null; next: T | null } {
  const position = entries.findIndex((entry) => entry.slug === slug);
  return {
    previous: position > 0 ? (entries[position - 1] ?? null) : null,
    next: position >= 0 ? (entries[position + 1] ?? null) : null,
  };
}
