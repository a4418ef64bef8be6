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
        "inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap",
        active
          ? "bg-ink-950 text-white"
          : "bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-100",
      )}
    >
      {label}
    </Link>
  );
}

/**
 * A row of chips: wrapping from `sm`, one line that scrolls sideways on phones (running to the
 * screen's edges) so four rows of chips don't push the list off the first screen.
 */
export const CHIP_ROW =
  "flex gap-2 max-sm:-mx-5 max-sm:overflow-x-auto max-sm:px-5 max-sm:pb-1 max-sm:[scrollbar-width:none] sm:flex-wrap";

/** The row of choices over a filtered list: "All" and one chip per choice. */
export function FilterBar({
  label,
  path,
  param,
  hash = "",
  allLabel,
  choices,
  selected,
}: {
  /** The navigation's accessible name, e.g. "Filter integrations by category". */
  label: string;
  path: string;
  param: string;
  /** Where the filtered page scrolls to, e.g. "#list". */
  hash?: string;
  allLabel: string;
  choices: ReadonlyArray<{ slug: string; name: string }>;
  selected: string | null;
}) {
  return (
    <nav aria-label={label}>
      <ul className={CHIP_ROW}>
        <li>
          <FilterChip
            to={`${path}${hash}`}
            active={selected === null}
            label={allLabel}
          />
        </li>
        {choices.map((choice) => (
          <li key={choice.slug} className="shrink-0">
            <FilterChip
              to={`${path}?${new URLSearchParams({ [param]: choice.slug })}${hash}`}
              active={selected === choice.slug}
              label={choice.name}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
