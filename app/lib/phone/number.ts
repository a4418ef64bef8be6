import { z } from "zod";
import { findCountry } from "./countries";
import { deferredModule } from "~/lib/deferred-module";
import * as serverValidator from "./validator";

type PhoneValidator = typeof serverValidator;

/*
 * The phone metadata stays out of the browser's first load: the server has it from the start
 * (the import above is dropped from the client bundle, where `import.meta.env.SSR` is false),
 * the browser once `loadPhoneValidator` has run. Until then a number of the right shape passes
 * the browser's check and the server, which always checks, answers with the field's message.
 */
const browserValidator = deferredModule(() => import("./validator"));

const validator = (): PhoneValidator | undefined =>
  import.meta.env.SSR ? serverValidator : browserValidator.current();

/** Loads the phone metadata into the browser (once; a failed load is tried again next time). */
export function loadPhoneValidator(): Promise<void> {
  return browserValidator.request().then(() => undefined);
}

/** Whether numbers are checked in full here: always on the server, once loaded in the browser. */
export function phoneCheckLoaded(): boolean {
  return validator() !== undefined;
}

/** `phoneCheckLoaded` for a component: becomes true (after hydration) once the metadata is in. */
export function usePhoneCheckLoaded(): boolean {
  const [loaded] = browserValidator.useModule(false);
  return loaded !== undefined;
}

/** Room for a 15-digit E.164 number typed with spaces, dashes and parentheses. */
export const PHONE_NUMBER_MAX_LENGTH = 32;

const PHONE_MESSAGES = {
  countryRequired: "Country is required",
  unknownCountry: "Please choose a country from the list",
  numberRequired: "Phone number is required",
  numberTooLong: `Phone number must be at most ${PHONE_NUMBER_MAX_LENGTH} characters`,
  numberNotText: "Phone number must be text",
  invalidNumber: (countryName: string) =>
    `Please enter a valid phone number for ${countryName}`,
  otherCountryCode: (typedCode: string, countryName: string, code: string) =>
    `This number starts with +${typedCode}, but ${countryName} uses +${code}. Choose the matching country or remove the code.`,
} as const;

/** Digits with the separators people type: spaces, dashes, dots, parentheses, a leading +. */
const TYPED_PHONE_NUMBER = /^\+?[\d\s().-]+$/;

export type LeadPhoneResult =
  | {
      ok: true;
      /** Not checked yet: the browser has not loaded the phone metadata (the server always has). */
      unchecked?: true;
      /** The contact lead's format (behaviour §3): "(country code) national number". */
      phoneNumber: string;
      e164: string;
    }
  | { ok: false; field: "phoneCountry" | "phoneNumber"; message: string };

/**
 * Checks a phone number for the chosen country and formats it for a contact lead, for example
 * `{ iso2: "us", number: "(202) 555-0123" }` → `"(1) 2025550123"`.
 *
 * A number valid anywhere in the country's dial code is accepted (a Canadian number with the
 * United States chosen): the lead only carries the dial code, so the result is the same.
 * A number typed with another country's +code is refused rather than silently re-routed.
 */
export function parseLeadPhone({
  iso2,
  number,
}: {
  iso2: string;
  number: string;
}): LeadPhoneResult {
  const country = findCountry(iso2);
  if (!country) {
    return {
      ok: false,
      field: "phoneCountry",
      message: PHONE_MESSAGES.unknownCountry,
    };
  }

  const typed = number.trim();
  if (!typed) {
    return {
      ok: false,
      field: "phoneNumber",
      message: PHONE_MESSAGES.numberRequired,
    };
  }
  const invalid = {
    ok: false,
    field: "phoneNumber",
    message: PHONE_MESSAGES.invalidNumber(country.name),
  } as const;
  if (typed.length > PHONE_NUMBER_MAX_LENGTH) {
    return {
      ok: false,
      field: "phoneNumber",
      message: PHONE_MESSAGES.numberTooLong,
    };
  }
  if (!TYPED_PHONE_NUMBER.test(typed)) return invalid;

  const check = validator();
  if (!check) {
    return { ok: true, unchecked: true, phoneNumber: "", e164: "" };
  }
  const parsed = check.parsePhone(typed, country.iso2);
  if (!parsed) return invalid;
  if (parsed.countryCallingCode !== country.dialCode) {
    return {
      ok: false,
      field: "phoneNumber",
      message: PHONE_MESSAGES.otherCountryCode(
        parsed.countryCallingCode,
        country.name,
        country.dialCode,
      ),
    };
  }
  if (!parsed.valid) return invalid;

  return {
    ok: true,
    phoneNumber: `(${parsed.countryCallingCode}) ${parsed.nationalNumber}`,
    e164: parsed.e164,
  };
}

/**
 * The phone fields of a form (`PhoneInput` with its default `name="phone"`), for conform's
 * `parseWithZod` on the client and the server. Combine with the rest of a form through
 * `.and(phoneFieldsSchema)`. The output adds `leadPhoneNumber` ("(1) 2025550123") and `e164`.
 */
export const phoneFieldsSchema = z
  .object({
    phoneCountry: z
      .string({
        required_error: PHONE_MESSAGES.countryRequired,
        invalid_type_error: PHONE_MESSAGES.unknownCountry,
      })
      .trim()
      .min(1, PHONE_MESSAGES.countryRequired),
    phoneNumber: z
      .string({
        required_error: PHONE_MESSAGES.numberRequired,
        invalid_type_error: PHONE_MESSAGES.numberNotText,
      })
      .trim()
      .min(1, PHONE_MESSAGES.numberRequired)
      .max(PHONE_NUMBER_MAX_LENGTH, PHONE_MESSAGES.numberTooLong),
  })
  .transform((fields, context) => {
    const result = parseLeadPhone({
      iso2: fields.phoneCountry,
      number: fields.phoneNumber,
    });
    if (!result.ok) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [result.field],
        message: result.message,
      });
      return z.NEVER;
    }
    return {
      phoneCountry: fields.phoneCountry.toLowerCase(),
      phoneNumber: fields.phoneNumber,
      leadPhoneNumber: result.phoneNumber,
      e164: result.e164,
    };
  });
