import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/**
 * A wide table's labelled, focusable scroll region (docs/design.md, "Phones"): keyboard users can
 * scroll it, and the `.table-scroll` edge shadows show there is more. The same markup as the
 * tables compiled from markdown. Positioned, so the absolutely placed screen-reader-only text in
 * its cells is clipped with them instead of widening the page.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx("table-scroll relative", className)}
    >
      {children}
    </div>
  );
}
