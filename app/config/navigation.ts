import { EXTERNAL_LINKS, type NavEntry } from "./site";
import { SOLUTION_ROUTES } from "./solutions";
import siteCopy from "../../content/pages/site.yaml";
import type { SiteCopy } from "~/lib/content/page-schemas";
import type { CatalogueEntry } from "~/lib/solutions/catalogue-schema";

/** The Resources menu's words: content/pages/site.yaml. */
const SITE = siteCopy as SiteCopy;

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
    featured: SITE.menuFeatures.modules,
  },
  {
    kind: "group",
    label: "Customer",
    links: headerLinks("industries"),
    featured: SITE.menuFeatures.industries,
  },
  { kind: "link", label: "Pricing", href: "/pricing" },
  {
    kind: "group",
    label: "Resources",
    links: SITE.resources.map(({ label, description, icon, ...target }) =>
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
    featured: SITE.menuFeatures.resources,
  },
];
