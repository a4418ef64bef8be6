import { SOLUTION_ROUTES, type SolutionRoute } from "~/config/solutions";
import { SOLUTION_SOURCES } from "~/lib/solutions/pages.server";
import { visualSchema, type Visual } from "~/lib/solutions/schema";

export type ModuleLink = { slug: string; label: string; path: string };

/** A module's name and page, for a case study's facts (`modules` in its front matter). */
export function moduleLink(slug: string): ModuleLink {
  const route = moduleRoute(slug);
  return { slug, label: route.label, path: route.path };
}

function moduleRoute(slug: string): SolutionRoute {
  const route = SOLUTION_ROUTES.find(
    (candidate) => candidate.slug === slug && candidate.kind === "module",
  );
  if (!route) throw new Error(`No module page for "${slug}"`);
  return route;
}

/** A solution page's hero picture, with the page's name and path. */
function heroPicture(route: SolutionRoute): ModuleLink & { visual: Visual } {
  const source = SOLUTION_SOURCES[route.slug];
  if (!source) throw new Error(`No content file for the page "${route.slug}"`);
  return {
    slug: route.slug,
    label: route.label,
    path: route.path,
    visual: visualSchema.parse(source.hero.visual),
  };
}

/**
 * The product picture of a module's page (its hero's), for the stories of customers who run it:
 * the module page's own data, so a case study holds no picture of its own.
 */
export function modulePicture(slug: string): ModuleLink & { visual: Visual } {
  return heroPicture(moduleRoute(slug));
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
  if (industryPage) return { ...heroPicture(industryPage), from: "industry" };
  const [firstModule] = modules;
  return firstModule ? { ...modulePicture(firstModule), from: "module" } : null;
}
