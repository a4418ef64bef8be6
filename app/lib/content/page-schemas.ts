import { z } from "zod";

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

/** The page files of content/pages/ and their schemas: a file without one is a problem. */
export const PAGE_SCHEMAS = {
  home: homePageSchema,
} as const;
export type PageName = keyof typeof PAGE_SCHEMAS;
