import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";

/**
 * One choice of a list filter that works without JavaScript: a link to the filtered URL, marked
 * as the current page when it is the active choice.
 */
export function FilterChip({
  to,
  active,
  label,
}: {
  to: string;
  active: boolean;
  label: string;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={cx(
        "inline-flex h-9 items-center rounded-full px-4 text-sm font-medium",
        active
          ? "bg-ink-950 text-white"
          : "bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-100",
      )}
    >
      {label}
    </Link>
  );
}
