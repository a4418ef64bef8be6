import { pageNotFound } from "~/lib/http.server";

/**
 * A list page's filter by one field (an integration's category, a story's industry) that works
 * without JavaScript: each choice is a GET parameter, so a filtered view is a plain link.
 */

export type FilterChoice = { slug: string; name: string; count: number };

export const filterSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The values the entries use, in `order` when given (else by name), each with its count. */
export function filterChoices(
  values: readonly string[],
  order?: readonly string[],
): FilterChoice[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const names = order
    ? order.filter((name) => counts.has(name))
    : [...counts.keys()].sort((a, b) => a.localeCompare(b, "en"));
  return names.map((name) => ({
    slug: filterSlug(name),
    name,
    count: counts.get(name) ?? 0,
  }));
}

/** The choice the URL asks for, or `null` for none; a choice that doesn't exist answers 404. */
export function selectedChoice(
  url: URL,
  param: string,
  choices: readonly FilterChoice[],
): FilterChoice | null {
  const requested = url.searchParams.get(param);
  if (requested === null) return null;
  return (
    choices.find((choice) => choice.slug === requested) ??
    // A stale or mistyped link gets a 404, not a silent empty list.
    pageNotFound(`${url.pathname}${url.search}`)
  );
}

/**
 * A list page's entries filtered as the URL asks: the choices (from every entry, so the counts
 * don't shrink with the filter), the choice selected or null, and the entries it keeps.
 */
export function filterList<Entry>(
  url: URL,
  param: string,
  entries: readonly Entry[],
  fieldOf: (entry: Entry) => string,
  order?: readonly string[],
) {
  const choices = filterChoices(entries.map(fieldOf), order);
  const selected = selectedChoice(url, param, choices);
  return {
    choices,
    selected,
    entries: selected
      ? entries.filter((entry) => filterSlug(fieldOf(entry)) === selected.slug)
      : [...entries],
  };
}
