import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/constants";
import { MESSAGES } from "~/lib/messages";
import { phoneFieldsSchema } from "~/lib/phone/number";
import { hasHiddenCharacters, startsLikeFormula } from "./plain-text";

/** Room for long compound names; a lead with more than this is not a person's name. */
export const NAME_MAX_LENGTH = 100;

/** The contact form's messages (behaviour §5: '{field} is required', length and type messages). */
export const CONTACT_MESSAGES = {
  firstnameRequired: "First name is required",
  firstnameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastnameRequired: "Last name is required",
  lastnameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  notText: (label: string) => `${label} must be text`,
  hiddenCharacters: (label: string) =>
    `${label} can't contain control or invisible characters`,
  formulaPrefix: (label: string) => `${label} can't start with =, +, - or @`,
  emailRequired: "Work email is required",
  emailTooLong: `Work email must be at most ${EMAIL_MAX_LENGTH} characters`,
  emailInvalid:
    "Please enter a valid work email address, like name@company.com",
  /** behaviour §8: the upstream refused the lead, or did not answer in time. */
  failure: MESSAGES.somethingWentWrong,
} as const;

/** A name as a person types it; what reaches the sales team's lead list is plain text. */
function requiredName(label: string, required: string, tooLong: string) {
  return z
    .string({
      required_error: required,
      invalid_type_error: CONTACT_MESSAGES.notText(label),
    })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong)
    .refine(
      (name) => !hasHiddenCharacters(name),
      CONTACT_MESSAGES.hiddenCharacters(label),
    )
    .refine(
      (name) => !startsLikeFormula(name),
      CONTACT_MESSAGES.formulaPrefix(label),
    );
}

const contactFieldsSchema = z.object({
  firstname: requiredName(
    "First name",
    CONTACT_MESSAGES.firstnameRequired,
    CONTACT_MESSAGES.firstnameTooLong,
  ),
  lastname: requiredName(
    "Last name",
    CONTACT_MESSAGES.lastnameRequired,
    CONTACT_MESSAGES.lastnameTooLong,
  ),
  email: z
    .string({
      required_error: CONTACT_MESSAGES.emailRequired,
      invalid_type_error: CONTACT_MESSAGES.notText("Work email"),
    })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    // Length first, so an over-long address is told the rule it broke.
    .max(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.emailTooLong)
    .email(CONTACT_MESSAGES.emailInvalid),
});

/**
 * The sales contact form (behaviour §2, Contact dialog), for conform on both sides: the /contact
 * action and the form's `onValidate`. The output carries `leadPhoneNumber` ("(1) 2025550123").
 */
export const contactSchema = contactFieldsSchema.and(phoneFieldsSchema);

/** Who the booking step is for, as the action answers it after a sent request. */
export type ContactGuest = {
  /** First and last name joined by a space. */
  name: string;
  firstname: string;
  email: string;
};

/**
 * What the /contact action answers: conform's submission result, plus the guest for the
 * booking step once the request went through.
 */
export type ContactActionData = SubmissionResult<string[]> & {
  booking?: ContactGuest;
};

/** The guest of a successful submission, or undefined while the form is still the view. */
export function sentContactGuest(
  result: ContactActionData | null | undefined,
): ContactGuest | undefined {
  return result?.status === "success" ? result.booking : undefined;
}
