import { z } from "zod";
import { COMPANY_EMAIL_DOMAIN } from "~/config/site";
import {
  BLOG_DESCRIPTION_MAX,
  BUSINESS_PROCESS_CATEGORIES,
  CASE_STUDY_SUMMARY_MAX,
  INTEGRATION_CATEGORIES,
  SLUG_PATTERN,
  SUMMARY_MAX,
} from "./vocabulary";

/**
 * Front matter of each content collection, exactly as the writers use it. Every object is strict:
 * an unknown or misspelt field fails the build rather than being silently ignored.
 */

const text = z.string().trim().min(1, "must not be empty");

const maxText = (max: number) =>
  text.refine(
    (value) => value.length <= max,
    (value) => ({
      message: `must be at most ${max} characters (it has ${value.length})`,
    }),
  );

function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  );
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isCalendarDate, "is not a real calendar date");

const slug = (what: string) =>
  z
    .string()
    .regex(
      SLUG_PATTERN,
      `must be ${what} slug in lowercase kebab-case, for example accounts-payable`,
    );

const uniqueList = <T extends z.ZodTypeAny>(
  item: T,
  {
    min,
    max,
    noun,
  }: { min: number; max?: number; noun: [singular: string, plural: string] },
) => {
  const count = (n: number) => `${n} ${n === 1 ? noun[0] : noun[1]}`;
  const counted = z.array(item).min(min, `must list at least ${count(min)}`);
  return (
    max === undefined
      ? counted
      : counted.max(max, `must list at most ${count(max)}`)
  ).refine(
    (values) => new Set(values).size === values.length,
    "must not repeat an entry",
  );
};

// A missing or mistyped value is named by checkFrontMatter's error map, which zod asks last.
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    errorMap: () => ({ message: `must be one of ${values.join(", ")}` }),
  });

export const blogFrontMatterSchema = z
  .object({
    title: text,
    description: maxText(BLOG_DESCRIPTION_MAX),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.object({ name: text, role: text }).strict(),
    tags: uniqueList(slug("a tag"), { min: 1, max: 4, noun: ["tag", "tags"] }),
    cover: z
      .object({
        src: z
          .string()
          .regex(
            /^\/images\/blog\/[a-z0-9-]+\.svg$/,
            "must be /images/blog/{slug}.svg",
          ),
        alt: text,
      })
      .strict(),
    draft: z.boolean(),
  })
  .strict()
  .refine((post) => !post.updated || post.updated >= post.date, {
    message: "must not be before date",
    path: ["updated"],
  });

export const integrationFrontMatterSchema = z
  .object({
    name: text,
    category: oneOf(INTEGRATION_CATEGORIES),
    logo: z
      .string()
      .regex(
        /^\/images\/integrations\/[a-z0-9-]+\.(?:svg|png|webp)$/,
        "must be an image path under /images/integrations/, for example /images/integrations/quickbooks.svg",
      ),
    summary: maxText(SUMMARY_MAX),
    website: z
      .string()
      .url("must be an absolute URL, for example https://example.com")
      .regex(/^https?:\/\//, "must start with https:// or http://"),
    processes: uniqueList(slug("a business-process"), {
      min: 1,
      max: 4,
      noun: ["process", "processes"],
    }),
  })
  .strict();

export const businessProcessFrontMatterSchema = z
  .object({
    title: text,
    category: oneOf(BUSINESS_PROCESS_CATEGORIES),
    summary: maxText(SUMMARY_MAX),
    steps: z
      .array(text)
      .min(3, "must list at least 3 steps")
      .max(7, "must list at most 7 steps"),
    integrations: uniqueList(slug("an integration"), {
      min: 0,
      noun: ["integration", "integrations"],
    }),
  })
  .strict();

export const caseStudyFrontMatterSchema = z
  .object({
    customer: text,
    industry: text,
    summary: maxText(CASE_STUDY_SUMMARY_MAX),
    date: isoDate,
    /** The story in a line, the story's heading on /customers. */
    headline: maxText(60),
    teamSize: maxText(40),
    /** The modules the customer runs, the first one pictured on the page. Each is checked
     *  against content/catalogue.yaml with the other files (page-files.ts), so this schema
     *  reads no YAML and runs wherever the compiler does. */
    modules: uniqueList(slug("a module"), {
      min: 1,
      max: 4,
      noun: ["module", "modules"],
    }),
    integrations: uniqueList(slug("an integration"), {
      min: 1,
      max: 6,
      noun: ["integration", "integrations"],
    }),
    /** Outcomes as numbers. Until the owner has checked them with the customer they are marked
     *  `to confirm`, so nobody mistakes a draft figure for a confirmed one. */
    figures: z
      .object({
        status: oneOf(["to confirm", "confirmed"]),
        items: z
          .array(z.object({ value: maxText(14), label: maxText(70) }).strict())
          .length(3, "must list exactly 3 figures"),
      })
      .strict(),
    results: z
      .array(z.object({ title: text, detail: text }).strict())
      .min(3, "must list at least 3 results")
      .max(4, "must list at most 4 results"),
    quote: z.object({ text, attribution: text }).strict(),
  })
  .strict();

export const legalFrontMatterSchema = z
  .object({
    title: text,
    description: maxText(SUMMARY_MAX),
    effective: isoDate,
    contact: z
      .string()
      .email("must be an email address, for example {{email:legal}}")
      .refine(
        (address) => address.toLowerCase().endsWith(`@${COMPANY_EMAIL_DOMAIN}`),
        `must be on the company's mail domain, ${COMPANY_EMAIL_DOMAIN}: write {{email:privacy}} or {{email:legal}}`,
      ),
  })
  .strict();

export type FieldProblem = { field: string; reason: string };

/**
 * Validates front matter and answers either the data or one problem per bad field, each naming
 * the field by its path (`author.name`, `results.2.detail`) with a reason a writer can act on.
 */
export function checkFrontMatter<T extends z.ZodTypeAny>(
  schema: T,
  value: unknown,
): { ok: true; data: z.output<T> } | { ok: false; problems: FieldProblem[] } {
  const parsed = schema.safeParse(value, { errorMap: frontMatterErrorMap });
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = parsed.error.issues.flatMap((issue): FieldProblem[] => {
    const at = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        field: at ? `${at}.${key}` : key,
        reason: "is not a known field",
      }));
    }
    return [{ field: at || "front matter", reason: issue.message }];
  });
  return { ok: false, problems };
}

const frontMatterErrorMap: z.ZodErrorMap = (issue, context) => {
  if (issue.code === "invalid_type") {
    if (issue.received === "undefined") return { message: "is required" };
    return {
      message: `must be ${article(issue.expected)} ${issue.expected} (it is ${article(issue.received)} ${issue.received})`,
    };
  }
  return { message: context.defaultError };
};

const article = (noun: string) => (/^[aeiou]/.test(noun) ? "an" : "a");
