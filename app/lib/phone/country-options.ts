import { DEFAULT_PHONE_COUNTRY_ISO2 } from "~/lib/constants";
import { COUNTRIES, type Country } from "./countries";

/** A country as the picker shows it: its display label and whether it can be chosen. */
export type CountryOption = Country & { label: string; disabled: boolean };

/** The list options of behaviour §2 (Phone input) that decide which countries show, and how. */
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

// Made at first use: a browser's first collator loads ICU's collation data, a long task
// (12-26 ms here) that a page showing the default order never needs.
let chineseCollator: Intl.Collator | undefined;

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
 * Disabled countries stay in the list, marked `disabled`. `countries` come in order of English
 * name, as `COUNTRIES` does, so English labels keep that order.
 */
export function filterCountries(
  countries: readonly Country[],
  options: CountryListOptions = {},
): CountryOption[] {
  const only = isoSet(options.onlyCountries);
  const disabled = isoSet(options.disabledCountries);

  let list = countries.filter((country) => !only || only.has(country.iso2));
  if (options.filter) list = list.filter(options.filter);

  if (options.sort) list.sort(options.sort);
  else if (options.useChineseNames) {
    // CLDR's default collation for Chinese is pinyin order.
    const collator = (chineseCollator ??= new Intl.Collator("zh-Hans"));
    list.sort((a, b) => collator.compare(a.nameZh, b.nameZh));
  }

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

/** `phone` picks a dial code beside a number field; `country` picks a country only. */
export type PickerType = "phone" | "country";

/** The options of behaviour §2 (Phone input), as `PhoneInput` takes them. */
export type PhoneInputOptions = Omit<CountryListOptions, "search"> & {
  type?: PickerType | undefined;
  /** Typing in the picker filters the list. */
  searchable?: boolean | undefined;
  /** Lists a country's area codes under it when it shares its dial code (+1). */
  showAreaCode?: boolean | undefined;
  /** Shown beside the chosen country in the list. */
  selectedText?: string | undefined;
  /** Shown when a search matches no country. */
  noDataText?: string | undefined;
  /** z-index of the open list, for use above other layers. */
  listZIndex?: number | undefined;
  /** Maximum height of the open list, in pixels. */
  maxHeight?: number | undefined;
};

/** The defaults of behaviour §2 (Phone input), and of the options the spec leaves open. */
export const PHONE_INPUT_DEFAULTS = {
  type: "phone",
  searchable: true,
  showAreaCode: true,
  selectedText: "Selected",
  noDataText: "No country found",
  useChineseNames: false,
  maxHeightPx: 288,
  country: DEFAULT_PHONE_COUNTRY_ISO2,
} as const;

/** Everything the picker's view shows, for one set of options and one chosen country. */
export type CountryPicker = {
  type: PickerType;
  searchable: boolean;
  selectedText: string;
  noDataText: string;
  listZIndex: number | undefined;
  maxHeight: number;
  /** Every country offered, in order, before any search. */
  options: CountryOption[];
  /** The chosen country; one that is excluded or disabled gives way to the first available. */
  selected: CountryOption | null;
  /** The countries matching a search, best first; the whole list for an empty search. */
  search: (query: string) => CountryOption[];
  /** What the field and the native select show for a country: "United States (+1)". */
  optionText: (option: CountryOption | null) => string;
  /** "Area codes 787, 939" under a +1 member, or null when there are none or they are off. */
  areaCodesText: (option: CountryOption) => string | null;
};

/** The picker for these options with `chosenIso2` chosen (behaviour §2 defaults for the rest). */
export function countryPicker(
  options: PhoneInputOptions,
  chosenIso2: string = PHONE_INPUT_DEFAULTS.country,
): CountryPicker {
  const type = options.type ?? PHONE_INPUT_DEFAULTS.type;
  const showAreaCode =
    options.showAreaCode ?? PHONE_INPUT_DEFAULTS.showAreaCode;
  const listOptions: CountryListOptions = {
    onlyCountries: options.onlyCountries,
    disabledCountries: options.disabledCountries,
    useChineseNames:
      options.useChineseNames ?? PHONE_INPUT_DEFAULTS.useChineseNames,
    sort: options.sort,
    filter: options.filter,
    transform: options.transform,
  };
  const all = filterCountries(COUNTRIES, listOptions);
  const chosen = chosenIso2.toLowerCase();
  const selected =
    all.find((option) => option.iso2 === chosen && !option.disabled) ??
    all.find((option) => !option.disabled) ??
    null;

  return {
    type,
    searchable: options.searchable ?? PHONE_INPUT_DEFAULTS.searchable,
    selectedText: options.selectedText ?? PHONE_INPUT_DEFAULTS.selectedText,
    noDataText: options.noDataText ?? PHONE_INPUT_DEFAULTS.noDataText,
    listZIndex: options.listZIndex,
    maxHeight: options.maxHeight ?? PHONE_INPUT_DEFAULTS.maxHeightPx,
    options: all,
    selected,
    search: (query) =>
      query.trim()
        ? filterCountries(COUNTRIES, { ...listOptions, search: query })
        : all,
    optionText: (option) => (option ? countryOptionText(option, type) : ""),
    areaCodesText: (option) =>
      showAreaCode && option.areaCodes
        ? `Area codes ${option.areaCodes.join(", ")}`
        : null,
  };
}

/**
 * The search in what was typed into the picker's field. While the list is closed the field
 * shows the chosen country, and typing there starts a new search instead of editing its name:
 * keys typed after the name are the search, and erasing from its end empties the field.
 */
export function typedSearch(
  shown: string,
  typed: string,
  showingChoice: boolean,
): string {
  if (!showingChoice) return typed;
  if (typed.startsWith(shown)) return typed.slice(shown.length);
  if (shown.startsWith(typed)) return "";
  return typed;
}

/** The text of a country in the picker: "United States (+1)", or only the name for `type="country"`. */
function countryOptionText(
  option: Pick<CountryOption, "label" | "dialCode">,
  type: PickerType,
): string {
  return type === "phone"
    ? `${option.label} (+${option.dialCode})`
    : option.label;
}
