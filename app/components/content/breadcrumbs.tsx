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
      <ol
        className={cx(
          "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-300",
          centred && "sm:justify-center",
        )}
      >
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-ink-400">
                  /
                </span>
              ) : null}
              {isCurrent ? (
                <span aria-current="page" className="text-ink-100">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="underline-offset-4 hover:text-white hover:underline"
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
