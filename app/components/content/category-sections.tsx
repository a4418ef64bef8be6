import type { ReactNode } from "react";

/** Entries grouped under their category headings, in the categories' own order. */
export function CategorySections<T extends { slug: string; category: string }>({
  categories,
  entries,
  renderEntry,
}: {
  categories: readonly string[];
  entries: readonly T[];
  renderEntry: (entry: T) => ReactNode;
}) {
  return (
    <div className="space-y-16">
      {categories.map((category) => {
        const inCategory = entries.filter(
          (entry) => entry.category === category,
        );
        if (inCategory.length === 0) return null;
        const headingId = `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-ink-950"
            >
              {category}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {inCategory.map((entry) => (
                <li key={entry.slug}>{renderEntry(entry)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
