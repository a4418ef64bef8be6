/**
 * The module and industry pages (behaviour §2): one route module serves them all (app/routes.ts
 * registers each path; docs/decisions/022). `label` is the name the header and footer menus use;
 * each page's content is a data file in app/lib/solutions/pages/, keyed by `slug`.
 */
export const SOLUTION_ROUTES = [
  {
    slug: "accounting",
    path: "/accounting",
    kind: "module",
    label: "Finance & Accounting",
  },
  {
    slug: "contracting",
    path: "/contracting",
    kind: "module",
    label: "Contracting",
  },
  { slug: "ecommerce", path: "/eCommerce", kind: "module", label: "eCommerce" },
  {
    slug: "inventory-management",
    path: "/inventory-management",
    kind: "module",
    label: "Inventory Management",
  },
  {
    slug: "module-training",
    path: "/module-training",
    kind: "module",
    label: "Training & Certification",
  },
  {
    slug: "professional-services",
    path: "/professionalServices",
    kind: "module",
    label: "Professional Services",
  },
  {
    slug: "project-management",
    path: "/project-management",
    kind: "module",
    label: "Project Management",
  },
  { slug: "workforce", path: "/workforce", kind: "module", label: "Workforce" },
  {
    slug: "construction",
    path: "/customer/construction",
    kind: "industry",
    label: "Construction",
  },
  {
    slug: "government",
    path: "/customer/government",
    kind: "industry",
    label: "Government",
  },
  {
    slug: "healthcare",
    path: "/customer/healthcare",
    kind: "industry",
    label: "Healthcare",
  },
  {
    slug: "manufacturing",
    path: "/customer/manufacturing",
    kind: "industry",
    label: "Manufacturing",
  },
] as const;

export type SolutionRoute = (typeof SOLUTION_ROUTES)[number];
export type SolutionSlug = SolutionRoute["slug"];
export type SolutionKind = SolutionRoute["kind"];
export type SolutionPath = SolutionRoute["path"];

/** The route id of a page, for app/routes.ts. */
export const solutionRouteId = (slug: SolutionSlug) => `solution-${slug}`;
