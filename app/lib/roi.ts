import { z } from "zod";
import { formatNumber } from "./number-format";

/** Working weeks in a year, after holidays and leave: stated under the result. */
export const WORKING_WEEKS_PER_YEAR = 48;
export const MONTHS_PER_YEAR = 12;

/**
 * The calculator's fields, in form order: the URL parameter, its label, bounds and default. The
 * slider beside each field covers the range most teams use; the typed field takes the whole
 * range, and a figure beyond the slider's end leaves the slider at that end.
 */
export const ROI_FIELDS = {
  team: {
    label: "Team size",
    unit: "people",
    min: 1,
    max: 10_000,
    default: 25,
    integer: true,
    slider: { min: 1, max: 500, step: 1 },
  },
  hours: {
    label: "Manual work per person",
    unit: "hours a week",
    min: 0,
    max: 60,
    default: 6,
    integer: false,
    slider: { min: 0, max: 40, step: 0.5 },
  },
  rate: {
    label: "Loaded hourly cost",
    unit: "USD an hour",
    min: 1,
    max: 1_000,
    default: 55,
    integer: false,
    slider: { min: 10, max: 250, step: 1 },
  },
  automated: {
    label: "Share of that work automated",
    unit: "%",
    min: 0,
    max: 100,
    default: 40,
    integer: false,
    slider: { min: 0, max: 100, step: 1 },
  },
  platform: {
    label: "Platform cost",
    unit: "USD a month",
    min: 0,
    max: 1_000_000,
    default: 1_500,
    integer: false,
    slider: { min: 0, max: 20_000, step: 100 },
  },
} as const;

export type RoiField = keyof typeof ROI_FIELDS;
export const ROI_FIELD_NAMES = Object.keys(ROI_FIELDS) as RoiField[];

const plainNumber = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2 });

/** The messages of one field (behaviour §5 generic style: '{field} is required', type and range). */
export function roiMessages(field: RoiField) {
  const { label, min, max } = ROI_FIELDS[field];
  return {
    required: `${label} is required`,
    notNumber: `${label} must be a number`,
    unclearSeparators: `${label} must be written like 2.5 or 2,5`,
    notInteger: `${label} must be a whole number`,
    tooSmall: `${label} must be at least ${plainNumber(min)}`,
    tooLarge: `${label} must be at most ${plainNumber(max)}`,
  };
}

/** Commas before groups of exactly three digits, then an optional decimal point: "12,000.50". */
const GROUPED_THOUSANDS = /^-?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** One comma and no point: "2,5", ",5", "0,125". */
const DECIMAL_COMMA = /^-?\d*,\d+$/;
const DECIMAL_POINT = /^-?(\d+\.?\d*|\.\d+)$/;

type Reading =
  | { kind: "blank" }
  | { kind: "number"; value: number }
  | { kind: "not a number" }
  | { kind: "unclear separators" };

/**
 * A figure as typed: spaces, "$" and "%" are ignored, and commas are read by where they stand.
 * Phones in many locales offer only a decimal comma, so "2,5" hours is 2.5, never 25 (issue 25).
 * In a field that reaches 1,000, commas before groups of three digits separate thousands
 * ("1,500", "12,000.50"), as the hints write them; in a field that stays below 1,000 they can't,
 * so "2,500" hours is 2.5. Any other mix of commas and points ("1.500,50", "1,5,0") could mean
 * two numbers a thousand apart, so it is refused rather than guessed.
 */
function readFigure(field: RoiField, typed: string): Reading {
  const cleaned = typed.replace(/[\s$%]/g, "");
  if (cleaned === "") return { kind: "blank" };
  if (!/^[-\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) {
    return { kind: "not a number" };
  }
  if (!cleaned.includes(",")) {
    return DECIMAL_POINT.test(cleaned)
      ? { kind: "number", value: Number(cleaned) }
      : { kind: "not a number" };
  }
  const takesThousands = ROI_FIELDS[field].max >= 1_000;
  if (takesThousands && GROUPED_THOUSANDS.test(cleaned)) {
    return { kind: "number", value: Number(cleaned.replaceAll(",", "")) };
  }
  if (DECIMAL_COMMA.test(cleaned)) {
    return { kind: "number", value: Number(cleaned.replace(",", ".")) };
  }
  return { kind: "unclear separators" };
}

/** A typed figure as the schema reads it, or null when it reads as no number (issue 25). */
export function readRoiFigure(field: RoiField, typed: string): number | null {
  const reading = readFigure(field, typed);
  return reading.kind === "number" ? reading.value : null;
}

/**
 * Where a field's slider stands for what is typed in the field: the figure, kept within the
 * slider's ends; null when the field holds no number, so the slider stays where it is.
 */
export function sliderPosition(field: RoiField, typed: string): number | null {
  const value = readRoiFigure(field, typed);
  if (value === null) return null;
  const { min, max } = ROI_FIELDS[field].slider;
  return Math.min(Math.max(value, min), max);
}

function numberField(field: RoiField) {
  const { min, max, integer } = ROI_FIELDS[field];
  const messages = roiMessages(field);
  // The range first: a figure past the largest double reads as Infinity, which is not whole
  // either, and "at most 10,000" is what the visitor has to fix.
  let range = z
    .number()
    .min(min, messages.tooSmall)
    .max(max, messages.tooLarge);
  if (integer) range = range.int(messages.notInteger);
  return z
    .unknown()
    .transform((typed, context) => {
      if (typeof typed === "number") return typed;
      const reading =
        typeof typed === "string"
          ? readFigure(field, typed)
          : ({ kind: "blank" } as const);
      if (reading.kind === "number") return reading.value;
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          reading.kind === "blank"
            ? messages.required
            : reading.kind === "not a number"
              ? messages.notNumber
              : messages.unclearSeparators,
      });
      return z.NEVER;
    })
    .pipe(range);
}

/** The calculator's one schema: the loader parses the URL's query with it. */
export const roiInputSchema = z.object({
  team: numberField("team"),
  hours: numberField("hours"),
  rate: numberField("rate"),
  automated: numberField("automated"),
  platform: numberField("platform"),
});

export type RoiInput = z.infer<typeof roiInputSchema>;

export const ROI_DEFAULTS: RoiInput = {
  team: ROI_FIELDS.team.default,
  hours: ROI_FIELDS.hours.default,
  rate: ROI_FIELDS.rate.default,
  automated: ROI_FIELDS.automated.default,
  platform: ROI_FIELDS.platform.default,
};

export type RoiResult = {
  hoursSavedPerYear: number;
  grossSavingsPerYear: number;
  platformCostPerYear: number;
  netSavingsPerYear: number;
  /** Net savings over platform cost, in %; null when the platform costs nothing. */
  roiPercent: number | null;
  /** Months of gross savings that pay for a year of the platform; null when they never do. */
  paybackMonths: number | null;
  /** Gross savings accumulated at the end of months 1 to 12. */
  cumulativeSavingsByMonth: number[];
};

/**
 * The arithmetic, stated once: hours saved = people × hours a week × working weeks × share
 * automated; savings = hours saved × hourly cost; net = savings − 12 × monthly platform cost.
 */
export function calculateRoi(input: RoiInput): RoiResult {
  const hoursSavedPerYear =
    input.team * input.hours * WORKING_WEEKS_PER_YEAR * (input.automated / 100);
  const grossSavingsPerYear = hoursSavedPerYear * input.rate;
  const platformCostPerYear = input.platform * MONTHS_PER_YEAR;
  const netSavingsPerYear = grossSavingsPerYear - platformCostPerYear;
  const monthlySavings = grossSavingsPerYear / MONTHS_PER_YEAR;
  return {
    hoursSavedPerYear,
    grossSavingsPerYear,
    platformCostPerYear,
    netSavingsPerYear,
    roiPercent:
      platformCostPerYear > 0
        ? (netSavingsPerYear / platformCostPerYear) * 100
        : null,
    paybackMonths:
      netSavingsPerYear > 0 ? platformCostPerYear / monthlySavings : null,
    cumulativeSavingsByMonth: Array.from(
      { length: MONTHS_PER_YEAR },
      (_, index) => monthlySavings * (index + 1),
    ),
  };
}

export type RoiRawInput = Record<RoiField, string>;

export type RoiCalculation =
  | { status: "ok"; raw: RoiRawInput; input: RoiInput; result: RoiResult }
  | {
      status: "invalid";
      raw: RoiRawInput;
      errors: Partial<Record<RoiField, string>>;
    };

/**
 * The calculator's answer to a query string: the defaults when it names none of the fields,
 * otherwise every field as typed, with a message for each one that is missing or wrong.
 */
export function calculateFromSearchParams(
  searchParams: URLSearchParams,
): RoiCalculation {
  const hasAny = ROI_FIELD_NAMES.some((name) => searchParams.has(name));
  const raw = Object.fromEntries(
    ROI_FIELD_NAMES.map((name) => [
      name,
      hasAny ? (searchParams.get(name) ?? "") : String(ROI_DEFAULTS[name]),
    ]),
  ) as RoiRawInput;
  const parsed = roiInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<RoiField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RoiField;
      errors[field] ??= issue.message;
    }
    return { status: "invalid", raw, errors };
  }
  return {
    status: "ok",
    raw,
    input: parsed.data,
    result: calculateRoi(parsed.data),
  };
}

const usd = (value: number) =>
  formatNumber(value, { currency: "USD", maximumFractionDigits: 0 });
const whole = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 0 });
const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compactUsd = (value: number) =>
  formatNumber(value, {
    currency: "USD",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

/** Above this, dollars are shown as "$28.8M" so a figure fits its tile on a phone. */
const COMPACT_FROM_USD = 10_000_000;

/** A true minus sign: the hyphen en-US writes is too short beside tabular figures. */
const withMinusSign = (text: string) => text.replace("-", "\u2212");

/** The figures as the page shows them, the same on the server and in the browser. */
export const formatUsd = (value: number) =>
  withMinusSign(
    Math.abs(value) >= COMPACT_FROM_USD ? compactUsd(value) : usd(value),
  );
export const formatHours = (value: number) => `${whole(value)} h`;
export const formatPercent = (value: number | null) =>
  value === null ? "n/a" : withMinusSign(`${whole(value)}%`);
export const formatPayback = (months: number | null) =>
  months === null
    ? "Never"
    : months === 0
      ? "Immediate"
      : months < 0.05
        ? "Under 0.1 months"
        : `${oneDecimal(months)} months`;

/**
 * The ticks of the savings chart's value axis: from 0 in steps of 1, 2, 2.5 or 5 times a power
 * of ten, at most `maxTicks` steps, the last at or above `top`.
 */
export function valueAxisTicks(top: number, maxTicks = 4): number[] {
  if (!(top > 0) || !Number.isFinite(top)) return [0, 1];
  const rough = top / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10]
      .map((factor) => factor * power)
      .find((candidate) => candidate >= rough) ?? 10 * power;
  const count = Math.ceil(top / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** A value-axis label: "$0", "$50K", "$1.5M". */
export const formatAxisUsd = compactUsd;
