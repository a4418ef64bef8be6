import { COUNTRY_TABLE } from "./country-table";

/**
 * One entry of the country picker (SPEC §2, Phone input).
 *
 * Built once, at module load, from the table generated out of libphonenumber-js's `min`
 * metadata (country-table.ts) and the runtime's `Intl.DisplayNames`, so no country is written
 * by hand (CONVENTIONS: "Avoid") and the browser does not need the 19 KiB of phone metadata to
 * show the picker. The module stays free of `node:` imports: the contact dialog runs it.
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

function regionNames(locale: string): (iso2: string) => string | undefined {
  const names = new Intl.DisplayNames([locale], {
    type: "region",
    fallback: "none",
  });
  return (iso2) => names.of(iso2);
}

function buildCountries(): Country[] {
  const englishName = regionNames("en");
  const chineseName = regionNames("zh-Hans");
  const countries = COUNTRY_TABLE.map(
    ([code, dialCode, priority, areaCodes]): Country => {
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
      if (areaCodes) country.areaCodes = areaCodes.split(" ");
      return country;
    },
  );
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
