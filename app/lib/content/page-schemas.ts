import { z } from "zod";
import { comparisonSchema, plansSchema } from "~/lib/pricing-schema";

/**
 * The copy of the structured pages, one YAML file each in content/pages/ (issue 26). The content
 * compiler checks each file against its schema here before every build, and `npm run
 * content:check` without one; the routes import the file as data (vite.config.ts).
 */
const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug");
const intro = {
  eyebrow: text.max(40),
  title: text.max(90),
  lead: text.max(280),
};

export const homePageSchema = z
  .object({
    description: text.min(70).max(220),
    hero: z
      .object({
        eyebrow: text.max(40),
        lead: text.max(280),
        note: text.max(160),
      })
      .strict(),
    proof: z
      .object({
        title: text.max(90),
        figures: z
          .object({
            modules: text.max(50),
            processes: text.max(50),
            integrations: text.max(50),
            industries: text.max(50),
          })
          .strict(),
      })
      .strict(),
    modules: z.object(intro).strict(),
    industries: z
      .object({
        ...intro,
        link: text.max(40),
        paperwork: z.record(slug, z.array(text.max(30)).min(1).max(6)),
      })
      .strict(),
    processes: z
      .object({
        ...intro,
        link: text.max(40),
        highlighted: z.array(slug).min(3).max(9),
      })
      .strict(),
    integrations: z.object({ ...intro, link: text.max(40) }).strict(),
    quotes: z
      .object({
        eyebrow: text.max(40),
        title: text.max(90),
        link: text.max(40),
      })
      .strict(),
    cta: z.object({ title: text.max(90), lead: text.max(240) }).strict(),
  })
  .strict();
export type HomePageCopy = z.infer<typeof homePageSchema>;

/** The figures the pricing copy may name in braces (pricing.tsx fills them in). */
export const PRICE_PLACEHOLDERS = [
  "team",
  "business",
  "teamAnnual",
  "businessAnnual",
  "teamYear",
  "discount",
] as const;

/** Text that may name the prices as {team}; an unknown name is a typo the build catches. */
const withPrices = (schema: z.ZodString) =>
  schema.superRefine((value, context) => {
    for (const [, name] of value.matchAll(/\{([^}]*)\}/g)) {
      if (!(PRICE_PLACEHOLDERS as readonly string[]).includes(name ?? "")) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `{${name}} is not a price we know: use ${PRICE_PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}`,
        });
      }
    }
  });

export const pricingPageSchema = z
  .object({
    description: withPrices(text.min(70).max(260)),
    hero: z
      .object({
        eyebrow: text.max(40),
        title: text.max(90),
        lead: text.max(280),
        note: text.max(120),
      })
      .strict(),
    compare: z
      .object({
        title: text.max(60),
        lead: text.max(240),
        scrollHint: text.max(80),
      })
      .strict(),
    faq: z
      .object({
        lead: text.max(200),
        link: text.max(40),
        items: z
          .array(
            z
              .object({
                question: text.max(120),
                answer: withPrices(text.max(600)),
              })
              .strict(),
          )
          .min(3),
      })
      .strict(),
    cta: z.object({ title: text.max(90), lead: text.max(240) }).strict(),
    plans: plansSchema,
    comparison: comparisonSchema,
  })
  .strict();
export type PricingPageCopy = z.infer<typeof pricingPageSchema>;

/** The icons the AI form page's use cases may name (the route maps each to its picture). */
export const AI_FORM_ICONS = [
  "hard-hat",
  "graduation-cap",
  "stethoscope",
  "landmark",
  "file-spreadsheet",
  "clipboard-list",
] as const;

const cards = z
  .array(z.object({ title: text.max(60), body: text.max(220) }).strict())
  .min(2);

export const aiFormPageSchema = z
  .object({
    title: text.max(60),
    description: text.min(70).max(170),
    hero: z
      .object({
        eyebrow: text.max(40),
        title: text.max(90),
        lead: text.max(280),
      })
      .strict(),
    steps: z.object({ ...intro, items: cards }).strict(),
    useCases: z
      .object({
        ...intro,
        items: z
          .array(
            z
              .object({
                icon: z.enum(AI_FORM_ICONS),
                title: text.max(60),
                body: text.max(220),
              })
              .strict(),
          )
          .min(2),
      })
      .strict(),
    cta: z.object({ title: text.max(90), lead: text.max(240) }).strict(),
  })
  .strict();
export type AiFormPageCopy = z.infer<typeof aiFormPageSchema>;

export const roiCalculatorPageSchema = z
  .object({
    title: text.max(60),
    description: text.min(70).max(170),
    hero: z
      .object({
        eyebrow: text.max(40),
        title: text.max(90),
        lead: text.max(280),
      })
      .strict(),
    invalid: z.object({ title: text.max(60), lead: text.max(200) }).strict(),
    assumptions: z
      .object({ title: text.max(60), lead: text.max(280), items: cards })
      .strict(),
    cta: z.object({ title: text.max(90), lead: text.max(240) }).strict(),
  })
  .strict();
export type RoiCalculatorPageCopy = z.infer<typeof roiCalculatorPageSchema>;

export const contactPageSchema = z
  .object({
    title: text.max(60),
    description: text.min(70).max(170),
    hero: z
      .object({
        eyebrow: text.max(40),
        title: text.max(90),
        lead: text.max(280),
      })
      .strict(),
    formTitle: text.max(60),
    bookingTitle: text.max(60),
    nextSteps: z.object({ title: text.max(60), items: cards }).strict(),
    questions: z
      .object({
        title: text.max(60),
        items: z
          .array(
            z
              .object({
                question: text.max(120),
                answer: text.max(400),
                link: z
                  .object({
                    to: z.string().regex(/^\//, "must be a site path"),
                    label: text.max(40),
                  })
                  .strict()
                  .optional(),
              })
              .strict(),
          )
          .min(2),
      })
      .strict(),
  })
  .strict();
export type ContactPageCopy = z.infer<typeof contactPageSchema>;

/** The page files of content/pages/ and their schemas: a file without one is a problem. */
export const PAGE_SCHEMAS = {
  home: homePageSchema,
  pricing: pricingPageSchema,
  "ai-form": aiFormPageSchema,
  "roi-calculator": roiCalculatorPageSchema,
  contact: contactPageSchema,
} as const;
export type PageName = keyof typeof PAGE_SCHEMAS;
