import catalogue from "../../content/catalogue.yaml";
import type {
  Catalogue,
  CatalogueEntry,
} from "~/lib/solutions/catalogue-schema";

/**
 * The module and industry pages (behaviour §2), read from content/catalogue.yaml. The content
 * compiler validates that file before every build and on every change in development, so it is
 * only typed here: the header loads this module, and zod stays out of its script.
 * One route module serves every page (app/routes.ts registers each path; docs/decisions/022).
 */
export const SOLUTION_ROUTES: readonly CatalogueEntry[] = (
  catalogue as Catalogue
).entries;

export type SolutionRoute = CatalogueEntry;
export type SolutionSlug = string;

/** The modules, in the catalogue's order: the home page's cards and the menus. */
export const MODULES = SOLUTION_ROUTES.filter(
  (entry) => entry.kind === "module",
);

/** The industries with a page of their own. */
export const INDUSTRIES = SOLUTION_ROUTES.filter(
  (entry) => entry.kind === "industry",
);
