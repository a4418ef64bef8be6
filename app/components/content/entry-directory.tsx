import type { ReactNode } from "react";
import { Container } from "~/components/sections/container";
import type { FilterChoice } from "~/lib/content/list-filter.server";
import { FilterBar } from "./filter-chip";

/** The GET parameter of a directory's filter: `?category=accounting`. */
export const CATEGORY_PARAM = "category";

/**
 * A list page's entries in one grid, filtered by category with links (so it works without
 * script). One grid rather than a section per category: a category of one would leave a card
 * alone in its row.
 */
export function EntryDirectory<T extends { slug: string }>({
  title,
  filterLabel,
  path,
  allLabel,
  choices,
  selected,
  entries,
  renderEntry,
}: {
  title: string;
  filterLabel: string;
  path: string;
  allLabel: string;
  choices: readonly FilterChoice[];
  selected: string | null;
  entries: readonly T[];
  renderEntry: (entry: T) => ReactNode;
}) {
  return (
    <section
      id="directory"
      aria-labelledby="directory-title"
      className="scroll-mt-20 bg-ink-50 py-16 sm:py-24"
    >
      <Container>
        <div className="flex flex-col gap-6">
          <h2
            id="directory-title"
            className="text-3xl font-bold tracking-tight text-ink-950"
          >
            {title}
          </h2>
          <FilterBar
            label={filterLabel}
            path={path}
            param={CATEGORY_PARAM}
            hash="#directory"
            allLabel={allLabel}
            choices={choices}
            selected={selected}
          />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.slug}>{renderEntry(entry)}</li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
