import {
  getCountries,
  getCountryCallingCode,
  Metadata,
  type CountryCode,
  type NumberingPlan,
} from "libphonenumber-js/core";
// The `core` build with the `min` metadata passed in: number.ts imports the same pair,
// so the browser gets one copy of the metadata.
import metadata from "libphonenumber-js/min/metadata";

/**
 * One entry of the country picker (SPEC §2, Phone input).
 *
 * Built once, at module load, from libphonenumber-js's `min` metadata and the runtime's
 * `Intl.DisplayNames`, so no country table is written by hand (CONVENTIONS: "Avoid").
 * The module stays free of `node:` imports: the contact dialog runs it in the browser.
 */
export type Country = {
  /** ISO 3166-1 alpha-2 code, lowercase (`us`). */
  iso2: string;
  /** English name, from `Intl.DisplayNames("en")`. */
  name: string;
  /** Simplified Chinese name, from `Intl.DisplayNames("zh-Hans")`. */
  nameZh: string;
  /** Country calling code without the plus sign (`1`). */
  dialCode: string;
  /** 0 for the main country of a shared dial code (the US for +1), then 1, 2, … in metadata order. */
  priority: number;
  /** The area codes that pick this country out of a shared dial code (NANP members only). */
  areaCodes?: string[];
};

const NANP_DIAL_CODE = "1";
const FIRST_AREA_CODE = 200;
const LAST_AREA_CODE = 999;
/**
 * A subscriber number in NANP form (NXX-XXXX) appended to a candidate area code when a
 * member is told apart by its number patterns rather than by leading digits (Canada).
 */
const SAMPLE_NANP_SUBSCRIBER_NUMBER = "2345678";

/**
 * The per-type patterns are part of libphonenumber-js's NumberingPlan at run time but not of
 * its type declarations, so they are read defensively: without them Canada simply has no
 * area codes, and countries.test.ts fails loudly.
 */
type NumberingPlanWithTypes = NumberingPlan & {
  type?: (type: "FIXED_LINE" | "MOBILE") => { pattern(): string } | undefined;
};

/**
 * The NANP area codes that libphonenumber-js assigns to `country`: for most members a leading
 * digits pattern (`787|939` for Puerto Rico), for Canada its fixed-line and mobile patterns.
 * Only the +1 zone is covered: elsewhere a shared dial code is split by prefixes of varying
 * length (Kazakhstan's `33|7`, the Isle of Man's five-digit ones), which are not area codes.
 */
function nanpAreaCodes(plans: Metadata, country: CountryCode): string[] {
  plans.selectNumberingPlan(country);
  const numberingPlan = plans.numberingPlan as
    NumberingPlanWithTypes | undefined;
  if (!numberingPlan) return [];

  const leadingDigits = numberingPlan.leadingDigits();
  let belongs: (areaCode: string) => boolean;
  if (leadingDigits) {
    const pattern = new RegExp(`^(?:${leadingDigits})$`);
    belongs = (areaCode) => pattern.test(areaCode);
  } else {
    const patterns = (["FIXED_LINE", "MOBILE"] as const)
      .map((type) => numberingPlan.type?.(type)?.pattern())
      .filter((pattern): pattern is string => Boolean(pattern))
      .map((pattern) => new RegExp(`^(?:${pattern})$`));
    belongs = (areaCode) =>
      patterns.some((pattern) =>
        pattern.test(`${areaCode}${SAMPLE_NANP_SUBSCRIBER_NUMBER}`),
      );
  }

  const areaCodes: string[] = [];
  for (let code = FIRST_AREA_CODE; code <= LAST_AREA_CODE; code += 1) {
    if (belongs(String(code))) areaCodes.push(String(code));
  }
  return areaCodes;
}

function regionNames(
  locale: string,
): (iso2: CountryCode) => string | undefined {
  const names = new Intl.DisplayNames([locale], {
    type: "region",
    fallback: "none",
  });
  return (iso2) => names.of(iso2);
}

function buildCountries(): Country[] {
  const englishName = regionNames("en");
  const chineseName = regionNames("zh-Hans");
  const plans = new Metadata(metadata);
  const countries: Country[] = [];

  for (const code of getCountries(metadata)) {
    const dialCode = getCountryCallingCode(code, metadata);
    // Metadata order: the main country of the dial code comes first.
    const sharing = metadata.country_calling_codes[dialCode] ?? [code];
    const priority = Math.max(0, sharing.indexOf(code));
    // Ascension Island (AC), Tristan da Cunha (TA) and Kosovo (XK) are not ISO 3166-1
    // countries but have phone metadata; CLDR names them all, so every entry has names.
    // Territories without phone metadata (Antarctica, Bouvet Island, …) are not listed.
    const name = englishName(code) ?? code;
    const country: Country = {
      iso2: code.toLowerCase(),
      name,
      nameZh: chineseName(code) ?? name,
      dialCode,
      priority,
    };
    if (dialCode === NANP_DIAL_CODE && priority > 0) {
      const areaCodes = nanpAreaCodes(plans, code);
      if (areaCodes.length > 0) country.areaCodes = areaCodes;
    }
    countries.push(country);
  }

  const byEnglishName = new Intl.Collator("en");
  return countries.sort((a, b) => byEnglishName.compare(a.name, b.name));
}

/** Every country and territory with phone metadata (245 today), sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.freeze(buildCountries());

const countriesByIso2 = new Map(
  COUNTRIES.map((country) => [country.iso2, country]),
);

/** The country with this ISO code (any case), if the list has it. */
export function findCountry(iso2: string): Country | undefined {
  return countriesByIso2.get(iso2.toLowerCase());
}

/** The flag emoji of a country, from the regional indicator symbols of its ISO code. */
export function flagEmoji(iso2: string): string {
  const regionalIndicatorA = 0x1f1e6;
  return [...iso2.toUpperCase()]
    .map((letter) =>
      String.fromCodePoint(regionalIndicatorA + letter.charCodeAt(0) - 65),
    )
    .join("");
}
