import {
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";

/*
 * libphonenumber-js's parser with its `min` metadata: about 24 KiB of gzip script, which the
 * browser loads only when a phone field is on the page and idle or in use (number.ts).
 */

export type ParsedPhone = {
  countryCallingCode: string;
  nationalNumber: string;
  e164: string;
  valid: boolean;
};

/** A typed number read for a country (ISO code, any case); undefined if it is no number at all. */
export function parsePhone(
  typed: string,
  iso2: string,
): ParsedPhone | undefined {
  const parsed = parsePhoneNumberFromString(
    typed,
    // Every entry of the country list comes from the metadata's own country codes.
    { defaultCountry: iso2.toUpperCase() as CountryCode },
    metadata,
  );
  if (!parsed) return undefined;
  return {
    countryCallingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    e164: parsed.number,
    valid: parsed.isPossible() && parsed.isValid(),
  };
}
