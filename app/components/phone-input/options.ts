import type { Country } from "./countries";

/** A country as the picker shows it: its display label and whether it can be chosen. */
export type CountryOption = Country & { label: string; disabled: boolean };

/** The list options of SPEC §2 (Phone input) that decide which countries show, and how. */
export type CountryListOptions = {
  /** Show only these countries (ISO codes, any case). */
  onlyCountries?: readonly string[] | undefined;
  /** Show these countries, but greyed out and not selectable. */
  disabledCountries?: readonly string[] | undefined;
  /** What the visitor typed: a name (English or Chinese), an ISO code or a dial code. */
  search?: string | undefined;
  /** Label entries with their Chinese names (and sort them by pinyin). */
  useChineseNames?: boolean | undefined;
  /** Custom order, as for `Array.prototype.sort`; replaces the order by name. */
  sort?: ((a: Country, b: Country) => number) | undefined;
  /** Keep only the entries for which this returns true, as for `Array.prototype.filter`. */
  filter?: ((country: Country) => boolean) | undefined;
  /** Reshapes the whole list after filter and sort (pin favourites, rename, add entries). */
  transform?: ((countries: Country[]) => Country[]) | undefined;
};

const englishCollator = new Intl.Collator("en");
// CLDR's default collation for Chinese is pinyin order.
const chineseCollator = new Intl.Collator("zh-Hans");

function isoSet(codes: readonly string[] | undefined): Set<string> | null {
  return codes && codes.length > 0
    ? new Set(codes.map((code) => code.trim().toLowerCase()))
    : null;
}

/** The digits of a dial-code search ("+1", "1 787", "(44)"), or null for a name search. */
function dialCodeQuery(query: string): string | null {
  const digits = query.replace(/[\s()+-]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

/** How well a country matches a dial-code search: lower is better, null is no match. */
function dialCodeRank(country: Country, digits: string): number | null {
  if (country.dialCode === digits) return 0;
  if (country.dialCode.startsWith(digits)) return 1;
  // "+1 787": the dial code followed by (the start of) one of the country's area codes.
  const matchesAreaCode =
    digits.length > country.dialCode.length &&
    country.areaCodes?.some((areaCode) =>
      `${country.dialCode}${areaCode}`.startsWith(digits),
    );
  return matchesAreaCode ? 0 : null;
}

/** How well a country matches a name or ISO code search: lower is better, null is no match. */
function nameRank(country: Country, text: string): number | null {
  if (country.iso2 === text) return 0;
  const names = [country.name.toLowerCase(), country.nameZh.toLowerCase()];
  if (names.some((name) => name.startsWith(text))) return 1;
  const startsAWord = (name: string) =>
    name.split(/[\s(&.-]+/).some((word) => word.startsWith(text));
  if (names.some(startsAWord)) return 2;
  if (names.some((name) => name.includes(text))) return 3;
  return null;
}

/**
 * The countries the picker shows, in order: only-countries, then the custom filter, the
 * order (custom sort, or by the displayed name), the transform, and last the search, which
 * ranks the best matches first (an exact dial code ranks by priority, so +1 starts with the US).
 * Disabled countries stay in the list, marked `disabled`.
 */
export function filterCountries(
  countries: readonly Country[],
  options: CountryListOptions = {},
): CountryOption[] {
  const only = isoSet(options.onlyCountries);
  const disabled = isoSet(options.disabledCountries);

  let list = countries.filter((country) => !only || only.has(country.iso2));
  if (options.filter) list = list.filter(options.filter);

  const byName = options.useChineseNames
    ? (a: Country, b: Country) => chineseCollator.compare(a.nameZh, b.nameZh)
    : (a: Country, b: Country) => englishCollator.compare(a.name, b.name);
  list.sort(options.sort ?? byName);

  if (options.transform) list = options.transform(list);

  const search = options.search?.trim().toLowerCase() ?? "";
  if (search) list = rankBySearch(list, search);

  return list.map((country) => ({
    ...country,
    label: options.useChineseNames ? country.nameZh : country.name,
    disabled: disabled?.has(country.iso2) ?? false,
  }));
}

/** The matches of a search, best first; the list order breaks ties. */
function rankBySearch(list: Country[], search: string): Country[] {
  // A lone "+" (the start of a dial code) keeps the whole list.
  if (!search.replace(/[\s()+-]/g, "")) return list;
  const digits = dialCodeQuery(search);
  return list
    .flatMap((country, index) => {
      const rank = digits
        ? dialCodeRank(country, digits)
        : nameRank(country, search);
      return rank === null ? [] : [{ country, index, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        // Countries sharing a dial code: the main one (priority 0) first.
        (digits ? a.country.priority - b.country.priority : 0) ||
        a.index - b.index,
    )
    .map(({ country }) => country);
}

/** The text of a country in the picker: "United States (+1)", or only the name for `type="country"`. */
export function countryOptionText(
  option: Pick<CountryOption, "label" | "dialCode">,
  type: "phone" | "country",
): string {
  return type === "phone"
    ? `${option.label} (+${option.dialCode})`
    : option.label;
}
