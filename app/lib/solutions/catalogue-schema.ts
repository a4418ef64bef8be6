import { z } from "zod";
import { ICON_NAMES } from "./schema";

const text = z.string().trim().min(1);

/**
 * One module or industry, as content/catalogue.yaml writes it: the only place its name, address,
 * icon and descriptions are written (issue 26). Menus, cards, the pages, the sitemaps and the
 * Open Graph cards all read it.
 */
export const catalogueEntrySchema = z
  .object({
    /** Names the page's file: content/modules/{slug}.yaml or content/industries/{slug}.yaml. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug"),
    kind: z.enum(["module", "industry"]),
    label: text.max(40),
    path: z
      .string()
      .regex(/^\/[A-Za-z0-9/-]+$/, "must be a site path such as /accounting"),
    icon: z.enum(ICON_NAMES),
    /** The menu group: "Modules" and "Platform", or "Customer" and "Industries". */
    menu: z.enum(["modules", "industries"]),
    /** Whether the header lists it; the footer and the home page list every entry. */
    header: z.boolean(),
    /** The one line of menus and cards. */
    summary: text.max(110),
    /** The page's description for search engines and link previews. */
    description: text.min(70).max(170),
  })
  .strict();

export const catalogueSchema = z
  .object({ entries: z.array(catalogueEntrySchema).min(1) })
  .strict()
  .superRefine(({ entries }, context) => {
    for (const key of ["slug", "label", "path"] as const) {
      const seen = new Set<string>();
      for (const [index, entry] of entries.entries()) {
        const value = key === "path" ? entry.path.toLowerCase() : entry[key];
        if (seen.has(value)) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            path: ["entries", index, key],
            message: `${entry[key]} is written twice`,
          });
        }
        seen.add(value);
      }
    }
  });

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
export type SolutionKind = CatalogueEntry["kind"];
