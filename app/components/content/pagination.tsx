import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import { LIST_MESSAGES } from "~/lib/messages";

/** Page links that work without script, with rel=prev/next for crawlers. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from(
    { length: pageCount },
    (_, index) => index + 1,
  ).filter(
    (candidate) =>
      candidate === 1 ||
      candidate === pageCount ||
      Math.abs(candidate - page) <= 2,
  );
  const linkClass =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  const idle = "text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50";
  return (
    <nav aria-label={LIST_MESSAGES.pagination} className="mt-14">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={cx(linkClass, idle)}
            >
              {LIST_MESSAGES.previousPage}
            </Link>
          </li>
        ) : null}
        {pages.map((candidate, index) => (
          <li key={candidate} className="flex items-center gap-2">
            {index > 0 && candidate - (pages[index - 1] ?? candidate) > 1 ? (
              <span aria-hidden="true" className="text-ink-500">
                …
              </span>
            ) : null}
            <Link
              to={hrefFor(candidate)}
              aria-label={LIST_MESSAGES.pageNumber(candidate)}
              aria-current={candidate === page ? "page" : undefined}
              className={cx(
                linkClass,
                candidate === page ? "bg-brand-600 text-white" : idle,
              )}
            >
              {candidate}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={cx(linkClass, idle)}
            >
              {LIST_MESSAGES.nextPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
