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
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterChip
            to={`${path}${hash}`}
            active={selected === null}
            label={allLabel}
          />
        </li>
        {choices.map((choice) => (
          <li key={choice.slug}>
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
