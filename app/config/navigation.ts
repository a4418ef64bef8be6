import { EXTERNAL_LINKS, type NavEntry } from "./site";
import { SOLUTION_ROUTES } from "./solutions";
import menuFeatures from "../../content/pages/site.yaml?part=menuFeatures";
import resources from "../../content/pages/site.yaml?part=resources";
import type { SiteCopy } from "~/lib/content/page-schemas";
import type { CatalogueEntry } from "~/lib/solutions/catalogue-schema";

/**
 * The menus' featured cards and the Resources menu's words: content/pages/site.yaml, only the
 * two parts the header shows (the rest of the file is the footer's and other pages').
 */
const FEATURED = menuFeatures as SiteCopy["menuFeatures"];
const RESOURCES = resources as SiteCopy["resources"];

/**
 * The header's menus (behaviour §2, Header). The module and industry links come from the
 * catalogue (content/catalogue.yaml), in its order: its `menu` names the group, its `header`
 * whether the header lists the entry. The footer's menus are in ./footer-navigation.ts, out of
 * every page's first load (the footer hydrates when the browser is idle).
 */
export const inMenu = (menu: CatalogueEntry["menu"]) =>
  SOLUTION_ROUTES.filter((entry) => entry.menu === menu);

const headerLinks = (menu: CatalogueEntry["menu"]) =>
  inMenu(menu)
    .filter((entry) => entry.header)
    .map(({ label, path, summary, icon }) => ({
      label,
      href: path,
      description: summary,
      icon,
    }));

export const HEADER_NAV: NavEntry[] = [
  {
    kind: "group",
    label: "Modules",
    links: headerLinks("modules"),
    featured: FEATURED.modules,
  },
  {
    kind: "group",
    label: "Customer",
    links: headerLinks("industries"),
    featured: FEATURED.industries,
  },
  { kind: "link", label: "Pricing", href: "/pricing" },
  {
    kind: "group",
    label: "Resources",
    links: RESOURCES.map(({ label, description, icon, ...target }) =>
      "external" in target
        ? {
            label,
            description,
            icon,
            href: EXTERNAL_LINKS[target.external],
            external: true,
          }
        : { label, description, icon, href: target.href },
    ),
    featured: FEATURED.resources,
  },
];
