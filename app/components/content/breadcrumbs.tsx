import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import type { Crumb } from "~/lib/seo";
import { NAV_MESSAGES } from "~/lib/messages";

/** The trail above a page title; the same list feeds the BreadcrumbList JSON-LD. */
export function Breadcrumbs({
  crumbs,
  centred = false,
}: {
  crumbs: Crumb[];
  /** Over a centred headline (a solution page's centred hero). */
  centred?: boolean;
}) {
  return (
    <nav aria-label={NAV_MESSAGES.breadcrumb}>
      {/* Inline, not flex: a long last crumb (an article's title) goes on after the others and
          wraps as text, instead of dropping whole to a line that starts with its separator. */}
      <ol
        className={cx(
          "text-sm leading-6 text-ink-300",
          centred && "sm:text-center",
        )}
      >
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline">
              {/* A line may break after the separator, never before it: without the <wbr> the
                  "/" and the next crumb's first word were one unbreakable run, which overflowed
                  a phone's width once the crumb itself kept to one line. */}
              {index > 0 ? (
                <>
                  <span aria-hidden="true" className="mx-2 text-ink-400">
                    /
                  </span>
                  <wbr />
                </>
              ) : null}
              {isCurrent ? (
                <span aria-current="page" className="text-ink-100">
                  {crumb.name}
                </span>
              ) : (
                // A parent's name is short: it moves to the next line whole rather than split
                // ("QuickBooks" / "Online"); the current page's title, often long, wraps as text.
                <Link
                  to={crumb.path}
                  className="whitespace-nowrap underline-offset-4 hover:text-white hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
