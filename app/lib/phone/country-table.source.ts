import {
  getCountries,
  getCountryCallingCode,
  Metadata,
  type CountryCode,
  type NumberingPlan,
} from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";

/*
 * The country table (country-table.ts) as libphonenumber-js's `min` metadata and the CLDR names
 * of this runtime's ICU give it. Run by
 * `npm run generate:countries`, which writes the table, and by countries.test.ts, which fails
 * when the metadata has moved on, so no country row is ever written by hand.
 */

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

/**
 * ISO code, dial code, rank within a shared dial code (0: its main country), English and
 * Simplified Chinese names, NANP area codes.
 */
export type CountryRow = readonly [
  iso2: string,
  dialCode: string,
  priority: number,
  name: string,
  nameZh: string,
  areaCodes?: string,
];

/**
 * One row per country or territory with phone metadata, in order of English name. The names
 * are CLDR's, from `Intl.DisplayNames` where the table is generated: a browser would spend a
 * long task (15-25 ms here) loading the display-name and collation data at first use.
 */
export function countryRowsFromMetadata(): CountryRow[] {
  const plans = new Metadata(metadata);
  const englishName = regionNames("en");
  const chineseName = regionNames("zh-Hans");
  const rows = getCountries(metadata).map((code): CountryRow => {
    const dialCode = getCountryCallingCode(code, metadata);
    // Metadata order: the main country of the dial code comes first.
    const sharing = metadata.country_calling_codes[dialCode] ?? [code];
    const priority = Math.max(0, sharing.indexOf(code));
    const areaCodes =
      dialCode === NANP_DIAL_CODE && priority > 0
        ? nanpAreaCodes(plans, code)
        : [];
    // Ascension Island (AC), Tristan da Cunha (TA) and Kosovo (XK) are not ISO 3166-1
    // countries but have phone metadata; CLDR names them all, so every entry has names.
    // Territories without phone metadata (Antarctica, Bouvet Island, …) are not listed.
    const name = englishName(code) ?? code;
    const nameZh = chineseName(code) ?? name;
    return areaCodes.length > 0
      ? [code, dialCode, priority, name, nameZh, areaCodes.join(" ")]
      : [code, dialCode, priority, name, nameZh];
  });
  const byEnglishName = new Intl.Collator("en");
  return rows.sort((a, b) => byEnglishName.compare(a[3], b[3]));
}

function regionNames(locale: string): (iso2: string) => string | undefined {
  const names = new Intl.DisplayNames([locale], {
    type: "region",
    fallback: "none",
  });
  return (iso2) => names.of(iso2);
}
