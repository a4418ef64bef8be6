import { COUNTRY_TABLE } from "./country-table";

/**
 * One entry of the country picker (behaviour §2, Phone input).
 *
 * Built once, at module load, from the table generated out of libphonenumber-js's `min`
 * metadata and CLDR's names (country-table.ts), so no country is written by hand
 * (docs/conventions.md) and the browser needs neither the 19 KiB of phone metadata nor its own
 * display-name data to show the picker. The module stays free of `node:` imports: the contact dialog runs it.
 */
export type Country = {
  /** ISO 3166-1 alpha-2 code, lowercase (`us`). */
  iso2: string;
  /** English name, CLDR's (`Intl.DisplayNames("en")` where the table is generated). */
  name: string;
  /** Simplified Chinese name, CLDR's (`Intl.DisplayNames("zh-Hans")`). */
  nameZh: string;
  /** Country calling code without the plus sign (`1`). */
  dialCode: string;
  /** 0 for the main country of a shared dial code (the US for +1), then 1, 2, … in metadata order. */
  priority: number;
  /** The area codes that pick this country out of a shared dial code (NANP members only). */
  areaCodes?: string[];
};

/** Every country and territory with phone metadata (245 today), sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  COUNTRY_TABLE.map(
    ([code, dialCode, priority, name, nameZh, areaCodes]): Country => {
      const country: Country = {
        iso2: code.toLowerCase(),
        name,
        nameZh,
        dialCode,
        priority,
      };
      if (areaCodes) country.areaCodes = areaCodes.split(" ");
      return country;
    },
  ),
);

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
