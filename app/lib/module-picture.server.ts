import { SOLUTION_ROUTES } from "~/config/solutions";
import { SOLUTION_SOURCES } from "~/lib/solutions/pages.server";
import { visualSchema, type Visual } from "~/lib/solutions/schema";

export type ModuleLink = { slug: string; label: string; path: string };

/** A module's name and page, for a case study's facts (`modules` in its front matter). */
export function moduleLink(slug: string): ModuleLink {
  const route = SOLUTION_ROUTES.find(
    (candidate) => candidate.slug === slug && candidate.kind === "module",
  );
  if (!route) throw new Error(`No module page for "${slug}"`);
  return { slug, label: route.label, path: route.path };
}

/**
 * The product picture of a module's page (its hero's), for the stories of customers who run it:
 * the module page's own data, so a case study holds no picture of its own.
 */
export function modulePicture(slug: string): ModuleLink & { visual: Visual } {
  const link = moduleLink(slug);
  const source = SOLUTION_SOURCES[link.slug];
  if (!source) throw new Error(`No content file for the module "${slug}"`);
  return { ...link, visual: visualSchema.parse(source.hero.visual) };
}

/** A customer story's product picture, and whose page it comes from. */
export type StoryPicture = ModuleLink & {
  visual: Visual;
  from: "industry" | "module";
};

/**
 * A customer story's product picture: its industry page's hero picture when the site has a page
 * for that industry, so a clinic's story shows a clinic's supply room rather than a contractor's
 * stock; otherwise that of the first module the customer runs (every module page pictures a
 * contractor's data).
 */
export function storyPicture({
  industry,
  modules,
}: {
  industry: string;
  modules: readonly string[];
}): StoryPicture | null {
  const industryPage = SOLUTION_ROUTES.find(
    (candidate) =>
      candidate.kind === "industry" &&
      candidate.label.toLowerCase() === industry.toLowerCase(),
  );
  const source = industryPage && SOLUTION_SOURCES[industryPage.slug];
  if (industryPage && source) {
    return {
      slug: industryPage.slug,
      label: industryPage.label,
      path: industryPage.path,
      visual: visualSchema.parse(source.hero.visual),
      from: "industry",
    };
  }
  const [firstModule] = modules;
  return firstModule ? { ...modulePicture(firstModule), from: "module" } : null;
}
