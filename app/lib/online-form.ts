import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/constants";
import { hasHiddenCharacters } from "~/lib/forms/plain-text";
import { MESSAGES } from "~/lib/messages";

/**
 * Public forms made with the AI form builder (/online-form/{id}, behaviour §2). The upstream keeps
 * their definitions (an assumption: GET {api}/online-form/{id}, see docs/content.md, "Online forms"); this module
 * reads a definition and builds the one zod schema that checks a visitor's answers, used by
 * conform on the server and in the browser alike.
 */

export const ONLINE_FORM_FIELD_TYPES = [
  "text",
  "email",
  "tel",
  "number",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "date",
] as const;
export type OnlineFormFieldType = (typeof ONLINE_FORM_FIELD_TYPES)[number];

/** An answer longer than this is refused when the definition sets no `maxLength` of its own. */
export const TEXT_MAX_LENGTH = 500;
export const TEXTAREA_MAX_LENGTH = 5_000;
/** Room for a 15-digit E.164 number typed with spaces, dashes and parentheses. */
export const TEL_MAX_LENGTH = 32;
/** The most fields a definition may have; a form builder's forms stay far below it. */
export const MAX_FIELDS = 100;

/** A form's id: what may stand in the URL and in the upstream's path. */
export function parseOnlineFormId(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? value
    : undefined;
}

/** The messages next to the fields (behaviour §5: '{field} is required', length and type messages). */
export const ONLINE_FORM_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max} characters`,
  email: "Please enter a valid email address, like name@company.com",
  tel: "Please enter a valid phone number, like +1 202 555 0123",
  number: (label: string) => `${label} must be a number`,
  tooSmall: (label: string, min: number) => `${label} must be at least ${min}`,
  tooBig: (label: string, max: number) => `${label} must be at most ${max}`,
  option: "Please choose one of the options",
  date: "Please enter a valid date",
  futureDate: (label: string) => `${label} can't be in the future`,
  checkbox: "Please check this box to continue",
  hiddenCharacters: (label: string) =>
    `${label} can't contain control or invisible characters`,
  /** The upstream refused the answers, or did not answer in time (behaviour §8's words). */
  failure: MESSAGES.somethingWentWrong,
} as const;

/** `null` from a backend reads as absent. */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);

/** A field's name becomes a form field's name: letters, digits and single underscores. */
const fieldNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)
  // Double underscores are the honeypot's and conform's (name__confirm, __intent__).
  .refine((name) => !name.includes("__"), "reserved field name");

const optionSchema = z
  .union([
    z.string().trim().min(1),
    z.object({
      value: z.union([z.string().trim().min(1), z.number()]),
      label: z.string().trim().min(1).nullish(),
    }),
  ])
  .transform((option) =>
    typeof option === "string"
      ? { value: option, label: option }
      : {
          value: String(option.value),
          label: option.label ?? String(option.value),
        },
  );

const commonFieldShape = {
  name: fieldNameSchema,
  label: z.string().trim().min(1).max(300),
  required: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  placeholder: optionalText,
  help: optionalText,
};

const maxLengthSchema = z
  .number()
  .int()
  .positive()
  .max(100_000)
  .nullish()
  .transform((value) => value ?? undefined);
const boundSchema = z
  .number()
  .finite()
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * A date field the builder didn't mark either way is past-only when it asks for a birth date:
 * a form that asks for one in the future ("expected date of birth") must say `pastOnly: false`.
 */
function looksLikeBirthDate({ name, label }: { name: string; label: string }) {
  const words = `${name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ")} ${label}`;
  return (
    /\b(birth ?date|date of birth|birthday|dob)\b/i.test(words) &&
    !/\b(expected|due|estimated)\b/i.test(words)
  );
}

const fieldSchema = z
  .discriminatedUnion("type", [
    z.object({
      ...commonFieldShape,
      type: z.enum(["text", "email", "tel", "textarea"]),
      maxLength: maxLengthSchema,
    }),
    z.object({
      ...commonFieldShape,
      type: z.literal("number"),
      min: boundSchema,
      max: boundSchema,
    }),
    z.object({
      ...commonFieldShape,
      type: z.enum(["select", "radio"]),
      options: z.array(optionSchema).min(1).max(200),
    }),
    z.object({ ...commonFieldShape, type: z.literal("checkbox") }),
    z.object({
      ...commonFieldShape,
      type: z.literal("date"),
      /** Only today or an earlier date (a date of birth); unset: read from the field's words. */
      pastOnly: z.boolean().nullish(),
    }),
  ])
  .superRefine((field, context) => {
    if (
      field.type === "number" &&
      field.min !== undefined &&
      field.max !== undefined &&
      field.min > field.max
    ) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: "min above max",
      });
    }
    if (
      (field.type === "select" || field.type === "radio") &&
      new Set(field.options.map((option) => option.value)).size !==
        field.options.length
    ) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: "duplicate option values",
      });
    }
  })
  .transform((field) =>
    field.type === "date"
      ? { ...field, pastOnly: field.pastOnly ?? looksLikeBirthDate(field) }
      : field,
  );

/** A form definition as the upstream answers it; null and missing optional values alike. */
export const onlineFormDefinitionSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().trim().min(1).max(300),
  description: optionalText,
  /** The submit button's text; "Submit" when there is none. */
  submitLabel: optionalText,
  /** What the result page says happens next; a general line when there is none. */
  confirmation: optionalText,
  fields: z
    .array(fieldSchema)
    .min(1)
    .max(MAX_FIELDS)
    .refine(
      (fields) =>
        new Set(fields.map((field) => field.name)).size === fields.length,
      "duplicate field names",
    ),
});

export type OnlineFormDefinition = z.output<typeof onlineFormDefinitionSchema>;
export type OnlineFormField = OnlineFormDefinition["fields"][number];

/** One answer as it goes upstream: a string, a number, a checkbox's boolean; null when left empty. */
export type OnlineFormAnswer = string | number | boolean | null;
export type OnlineFormAnswers = Record<string, OnlineFormAnswer>;

/** What the page's action answers when the answers were not sent: conform's submission result. */
export type OnlineFormActionData = SubmissionResult<string[]>;

export const DEFAULT_SUBMIT_LABEL = "Submit";

/** Where a sent form goes: the result page, told which form was sent so it can name it. */
export const FORM_SUBMIT_RESULT_PATH = "/form-submit-result";
export const FORM_SUBMIT_RESULT_PARAM = "form";

export const formSubmitResultHref = (formId: string) =>
  `${FORM_SUBMIT_RESULT_PATH}?${new URLSearchParams({ [FORM_SUBMIT_RESULT_PARAM]: formId })}`;

/** Digits with the separators people type: spaces, dashes, dots, parentheses, a leading +. */
const TYPED_PHONE_NUMBER = /^\+?[\d\s().-]+$/;
/** E.164 allows 15 digits; 7 is the shortest subscriber number in use. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;
const DECIMAL_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The longest answer a text-like field takes. */
export function maxLengthOf(field: OnlineFormField): number | undefined {
  switch (field.type) {
    case "text":
      return field.maxLength ?? TEXT_MAX_LENGTH;
    case "textarea":
      return field.maxLength ?? TEXTAREA_MAX_LENGTH;
    case "email":
      return field.maxLength ?? EMAIL_MAX_LENGTH;
    case "tel":
      return field.maxLength ?? TEL_MAX_LENGTH;
    default:
      return undefined;
  }
}

function isPhoneNumber(value: string) {
  const digits = value.replace(/\D/g, "").length;
  return (
    TYPED_PHONE_NUMBER.test(value) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max
  );
}

/** Kiribati's Line Islands, UTC+14, are the first place on Earth where a new date begins. */
const EARLIEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest date that is today somewhere on Earth, as YYYY-MM-DD: the last date a past-only
 * field takes. The server can't know the visitor's time zone, so nobody is refused their own
 * today; the browser gets it as the input's `max`.
 */
export function latestDateToday(now: Date): string {
  return new Date(now.getTime() + EARLIEST_UTC_OFFSET_MS)
    .toISOString()
    .slice(0, 10);
}

function isCalendarDate(value: string) {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The checks of one answer, on its trimmed text (never empty: empty is handled around it). */
function answerSchema(
  field: OnlineFormField,
  now: () => Date,
): z.ZodType<OnlineFormAnswer> {
  const text = z.string({
    invalid_type_error: ONLINE_FORM_MESSAGES.required(field.label),
  });
  const maxLength = maxLengthOf(field);
  const limited =
    maxLength === undefined
      ? text
      : text.max(
          maxLength,
          ONLINE_FORM_MESSAGES.tooLong(field.label, maxLength),
        );

  switch (field.type) {
    case "text":
    case "textarea":
      return limited.refine(
        (value) =>
          !hasHiddenCharacters(value, { multiline: field.type === "textarea" }),
        ONLINE_FORM_MESSAGES.hiddenCharacters(field.label),
      );
    case "email":
      return limited.email(ONLINE_FORM_MESSAGES.email);
    case "tel":
      return limited.refine(isPhoneNumber, ONLINE_FORM_MESSAGES.tel);
    case "date":
      return text.superRefine((value, context) => {
        if (!isCalendarDate(value)) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: ONLINE_FORM_MESSAGES.date,
          });
        } else if (field.pastOnly && value > latestDateToday(now())) {
          // ISO dates of four-digit years compare as text in calendar order.
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: ONLINE_FORM_MESSAGES.futureDate(field.label),
          });
        }
      });
    case "select":
    case "radio": {
      const values = new Set(field.options.map((option) => option.value));
      return text.refine(
        (value) => values.has(value),
        ONLINE_FORM_MESSAGES.option,
      );
    }
    case "number": {
      let number = z.number();
      if (field.min !== undefined) {
        number = number.min(
          field.min,
          ONLINE_FORM_MESSAGES.tooSmall(field.label, field.min),
        );
      }
      if (field.max !== undefined) {
        number = number.max(
          field.max,
          ONLINE_FORM_MESSAGES.tooBig(field.label, field.max),
        );
      }
      return text
        .regex(DECIMAL_NUMBER, ONLINE_FORM_MESSAGES.number(field.label))
        .transform(Number)
        .pipe(number);
    }
    case "checkbox":
      // A checked box posts its value ("on"); an unchecked one posts nothing.
      return text.transform(() => true);
  }
}

/** An empty optional answer: null, or false for a checkbox left unchecked. */
function emptyAnswer(field: OnlineFormField): OnlineFormAnswer {
  return field.type === "checkbox" ? false : null;
}

function requiredMessage(field: OnlineFormField) {
  return field.type === "checkbox"
    ? ONLINE_FORM_MESSAGES.checkbox
    : ONLINE_FORM_MESSAGES.required(field.label);
}

/** Text is trimmed; an empty or blank answer is no answer. */
function normalize(value: unknown) {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * One field's validator. It takes whatever was posted (conform hands it over as it is: nothing
 * here is a type conform coerces) and answers the field's own message, never zod's.
 */
function fieldValidator(field: OnlineFormField, now: () => Date) {
  const answer = answerSchema(field, now);
  return z.unknown().transform((raw, context): OnlineFormAnswer => {
    const value = normalize(raw);
    if (value === undefined) {
      if (!field.required) return emptyAnswer(field);
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: requiredMessage(field),
      });
      return z.NEVER;
    }
    const parsed = answer.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: issue.message });
    }
    return z.NEVER;
  });
}

/**
 * The schema of a form's answers, built from its definition: each field's answer, trimmed and
 * checked; an empty optional answer is null (false for a checkbox); fields the definition does
 * not have are dropped. Its output is what goes upstream. `now` is read at each check (tests
 * pass their own clock).
 */
export function onlineFormSchema(
  definition: OnlineFormDefinition,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  return z.object(
    Object.fromEntries(
      definition.fields.map((field) => [
        field.name,
        fieldValidator(field, now),
      ]),
    ),
  ) as z.ZodType<OnlineFormAnswers, z.ZodTypeDef, unknown>;
}
