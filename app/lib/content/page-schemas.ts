import { z } from "zod";
import { EXTERNAL_LINKS } from "~/config/site";
import { comparisonSchema, plansSchema } from "~/lib/pricing-schema";
import { ICON_NAMES } from "~/lib/solutions/schema";

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

/** A page's opening: eyebrow, h1 and lead. */
const heroIntro = z.object(intro).strict();
/** The closing call to action (CtaBand). */
const ctaBand = z.object({ title: text.max(90), lead: text.max(240) }).strict();

/** The document title before " | Aden", and the description for search engines. */
const seo = { title: text.max(60), description: text.min(70).max(190) };

/** A short heading with a sentence or two under it: a story row's or a bento card's words. */
const titledText = { title: text.max(70), body: text.max(260) };

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
    /** The label over the strip of customer wordmarks: it names a list, so it is not a heading. */
    customers: z.object({ label: text.max(90) }).strict(),
    /** Three rows, each a module's own product picture beside what it does, sides alternating. */
    story: z
      .object({
        ...intro,
        rows: z
          .array(
            z
              .object({
                module: slug,
                ...titledText,
                points: z.array(text.max(60)).min(2).max(3),
              })
              .strict(),
          )
          .length(3),
      })
      .strict(),
    /** The bento grid: cards of unequal sizes, each with a small piece of the product. */
    capabilities: z
      .object({
        ...intro,
        cards: z
          .object({
            documents: z.object(titledText).strict(),
            process: z
              .object({ ...titledText, slug, link: text.max(40) })
              .strict(),
            approvals: z.object(titledText).strict(),
            record: z.object(titledText).strict(),
            integrations: z
              .object({ ...titledText, link: text.max(40) })
              .strict(),
          })
          .strict(),
      })
      .strict(),
    /**
     * Proof as customers' outcomes: one figure of a case study's front matter each (by the
     * study's slug and the figure's place, 1 to 3), shown with the same status as on its page.
     */
    outcomes: z
      .object({
        ...intro,
        figures: z
          .array(
            z
              .object({
                study: slug,
                figure: z.number().int().min(1).max(3),
              })
              .strict(),
          )
          .min(3)
          .max(4),
        quote: slug,
        link: text.max(40),
      })
      .strict(),
    /** The compact grid of every module and industry, from content/catalogue.yaml. */
    platform: z
      .object({
        ...intro,
        modules: text.max(40),
        industries: text.max(40),
      })
      .strict(),
    cta: ctaBand,
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

/** Text that may name only the given values in braces; an unknown name is a typo the build catches. */
const naming =
  (names: readonly string[], what: string) => (schema: z.ZodString) =>
    schema.superRefine((value, context) => {
      for (const [, name] of value.matchAll(/\{([^}]*)\}/g)) {
        if (!names.includes(name ?? "")) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: `{${name}} is not ${what} we know: use ${names.map((known) => `{${known}}`).join(", ")}`,
          });
        }
      }
    });

/** Text that may name the prices as {team}. */
const withPrices = naming(PRICE_PLACEHOLDERS, "a price");

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
        /** Names the phone's plan switcher (a radio group) for screen readers. */
        switcherLegend: text.max(80),
        caption: text.max(80),
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
    cta: ctaBand,
    plans: plansSchema,
    comparison: comparisonSchema,
    terms: z
      .object({
        free: text.max(60),
        custom: text.max(60),
        monthly: text.max(60),
        annual: text.max(60),
      })
      .strict(),
    preview: z
      .object({
        workspace: text.max(60),
        location: text.max(60),
        users: z.number().int().positive(),
        seats: text.max(40),
        perMonth: text.max(20),
        meter: text.max(30),
        usage: z
          .array(
            z
              .object({
                label: text.max(60),
                used: z.number().int().nonnegative(),
                limit: z.number().int().positive(),
              })
              .strict()
              .refine((meter) => meter.used <= meter.limit, {
                message: "used must not exceed limit",
              }),
          )
          .min(1)
          .max(4),
        annual: text.max(100),
        monthly: text.max(100),
        caption: text.max(120),
      })
      .strict(),
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
    ...seo,
    hero: heroIntro,
    steps: z.object({ ...intro, items: cards }).strict(),
    /** A draft customer quote, attributed by role, industry and size like the module pages'. */
    quote: z
      .object({ text: text.max(300), attribution: text.max(90) })
      .strict(),
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
    cta: ctaBand,
  })
  .strict();
export type AiFormPageCopy = z.infer<typeof aiFormPageSchema>;

export const roiCalculatorPageSchema = z
  .object({
    ...seo,
    hero: heroIntro,
    invalid: z.object({ title: text.max(60), lead: text.max(200) }).strict(),
    assumptions: z
      .object({ title: text.max(60), lead: text.max(280), items: cards })
      .strict(),
    hints: z
      .object({
        team: text.max(80),
        hours: text.max(80),
        rate: text.max(80),
        automated: text.max(80),
        platform: text.max(80),
      })
      .strict(),
    units: z
      .object({
        team: text.max(10),
        hours: text.max(10),
        rate: text.max(10),
        automated: text.max(10),
        platform: text.max(10),
      })
      .strict(),
    resultNote: text.max(140),
    neverPaysBack: text.max(140),
    cta: ctaBand,
  })
  .strict();
export type RoiCalculatorPageCopy = z.infer<typeof roiCalculatorPageSchema>;

export const contactPageSchema = z
  .object({
    ...seo,
    hero: heroIntro,
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

export const customersPageSchema = z
  .object({
    ...seo,
    hero: heroIntro,
    cta: ctaBand,
  })
  .strict();
export type CustomersPageCopy = z.infer<typeof customersPageSchema>;

const externalLink = z.enum(
  Object.keys(EXTERNAL_LINKS) as [
    keyof typeof EXTERNAL_LINKS,
    ...(keyof typeof EXTERNAL_LINKS)[],
  ],
);
const sitemapIntro = z
  .object({ title: text.max(60), description: text.min(20).max(170) })
  .strict();

const sitePath = z.string().regex(/^\//, "must be a site path");
const menuIcon = z.enum(ICON_NAMES);

/**
 * A header menu's featured card (docs/design.md, Desktop menus): one page the menu points to
 * beyond its list, such as a customer story.
 */
const menuFeature = z
  .object({
    eyebrow: text.max(40),
    title: text.max(60),
    body: text.max(110),
    href: sitePath,
    icon: menuIcon,
  })
  .strict();

/** Words every page shares (content/pages/site.yaml). */
export const siteCopySchema = z
  .object({
    /** The footer's line after the company's tagline, under the logo. */
    footerBlurb: text.max(160),
    cta: ctaBand,
    resources: z
      .array(
        z.union([
          z
            .object({
              label: text.max(40),
              href: sitePath,
              description: text.max(80),
              icon: menuIcon,
            })
            .strict(),
          z
            .object({
              label: text.max(40),
              external: externalLink,
              description: text.max(80),
              icon: menuIcon,
            })
            .strict(),
        ]),
      )
      .min(1),
    /** Each header menu's featured card: Modules, Customer (the industries) and Resources. */
    menuFeatures: z
      .object({
        modules: menuFeature,
        industries: menuFeature,
        resources: menuFeature,
      })
      .strict(),
    legal: z
      .object({
        eyebrow: text.max(30),
        effective: text.max(30),
        questions: text.max(30),
        readWith: text.max(30),
        questionsTitle: naming(["document"], "a value")(text.max(80)),
        questionsLead: text.max(200),
        emailButton: naming(["address"], "a value")(text.max(40)),
      })
      .strict(),
    formResult: z
      .object({ thanks: text.max(80), nextStep: text.max(200) })
      .strict(),
    sitemapEmpty: text.max(80),
    sitemapCrawlers: text.max(80),
    sitemapLink: text.max(40),
    sitemaps: z
      .object({
        blogs: sitemapIntro,
        "business-processes": sitemapIntro,
        "case-studies": sitemapIntro,
        integrations: sitemapIntro,
      })
      .strict(),
  })
  .strict();
export type SiteCopy = z.infer<typeof siteCopySchema>;

/** The list and detail pages of the markdown collections (content/pages/directories.yaml). */
export const directoriesCopySchema = z
  .object({
    blog: z
      .object({
        title: text.max(80),
        description: text.min(70).max(190),
        feedDescription: text.max(190),
        emptyBefore: text.max(80),
        emptyLink: text.max(40),
        emptyAfter: text.max(80),
        followBefore: text.max(60),
        feedLink: text.max(30),
        followMiddle: text.max(60),
        listLink: text.max(40),
      })
      .strict(),
    integrations: z
      .object({
        title: text.max(80),
        description: text.min(70).max(190),
        ctaTitle: naming(["name"], "a value")(text.max(90)),
        ctaLead: text.max(240),
        pairTitle: naming(["process", "integration"], "a value")(text.max(90)),
        pairLead: naming(["integration"], "a value")(text.max(240)),
        pairName: naming(["process", "integration"], "a value")(text.max(60)),
        pairDescription: naming(
          ["summary", "integration"],
          "a value",
        )(text.max(80)),
        otherTools: naming(["process"], "a value")(text.max(60)),
        moreWith: naming(["integration"], "a value")(text.max(60)),
        aboutIntegration: naming(["integration"], "a value")(text.max(40)),
        integrationLink: naming(["integration"], "a value")(text.max(50)),
        aboutProcess: naming(["process"], "a value")(text.max(40)),
        processLink: naming(["process"], "a value")(text.max(50)),
        moreInCategory: naming(["category"], "a value")(text.max(60)),
      })
      .strict(),
    businessProcesses: z
      .object({
        title: text.max(80),
        description: text.min(70).max(190),
        ctaTitle: naming(["process"], "a value")(text.max(90)),
        ctaLead: text.max(240),
        noIntegrations: text.max(120),
        moreInCategory: naming(["category"], "a value")(text.max(60)),
      })
      .strict(),
    caseStudies: z
      .object({ ctaTitle: text.max(90), ctaLead: text.max(240) })
      .strict(),
  })
  .strict();
export type DirectoriesCopy = z.infer<typeof directoriesCopySchema>;

/** The page files of content/pages/ and their schemas: a file without one is a problem. */
export const PAGE_SCHEMAS = {
  home: homePageSchema,
  pricing: pricingPageSchema,
  "ai-form": aiFormPageSchema,
  "roi-calculator": roiCalculatorPageSchema,
  contact: contactPageSchema,
  customers: customersPageSchema,
  site: siteCopySchema,
  directories: directoriesCopySchema,
} as const;
export type PageName = keyof typeof PAGE_SCHEMAS;
