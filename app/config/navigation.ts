import { EXTERNAL_LINKS, type NavEntry, type NavGroup } from "./site";
import { SOLUTION_ROUTES } from "./solutions";
import siteCopy from "../../content/pages/site.yaml";
import type { SiteCopy } from "~/lib/content/page-schemas";
import type { CatalogueEntry } from "~/lib/solutions/catalogue-schema";

/** The Resources menu's words: content/pages/site.yaml. */
const SITE = siteCopy as SiteCopy;

/**
 * The header and footer menus (behaviour §2, Header). The module and industry links come from the
 * catalogue (content/catalogue.yaml), in its order: its `menu` names the group, its `header`
 * whether the header lists the entry.
 */
const inMenu = (menu: CatalogueEntry["menu"]) =>
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

const footerLinks = (menu: CatalogueEntry["menu"]) =>
  inMenu(menu).map(({ label, path }) => ({ label, href: path }));

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

export const FOOTER_NAV: NavGroup[] = [
  {
    label: "Platform",
    links: [
      ...footerLinks("modules"),
      { label: "Intelligent Data Onboarding", href: "/ai-form" },
      { label: "Pricing", href: "/pricing" },
      { label: "ROI Calculator", href: "/RoiCalculator" },
    ],
  },
  {
    label: "Industries",
    links: [
      ...footerLinks("industries"),
      { label: "Customers", href: "/customers" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Integrations", href: "/integrations" },
      { label: "Business Processes", href: "/business-processes" },
      { label: "TC Boiler case study", href: "/case-studies/tc-boiler" },
      { label: "Bluestreak case study", href: "/case-studies/bluestreak" },
      { label: "Kai Media case study", href: "/case-studies/kai-media" },
      { label: "Medallion case study", href: "/case-studies/medallion" },
      {
        label: "Documentation",
        href: EXTERNAL_LINKS.documentation,
        external: true,
      },
      {
        label: "Developer Tools",
        href: EXTERNAL_LINKS.developerTools,
        external: true,
      },
    ],
  },
  {
    label: "Company",
    links: [
      { label: "Contact sales", href: "/contact" },
      { label: "Security", href: EXTERNAL_LINKS.security, external: true },
      {
        label: "Low-code Platform",
        href: EXTERNAL_LINKS.lowCode,
        external: true,
      },
      { label: "Careers", href: EXTERNAL_LINKS.careers, external: true },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms-of-service" },
    ],
  },
  {
    label: "Sitemaps",
    links: [
      { label: "Blog sitemap", href: "/sitemaps/blogs" },
      { label: "Integrations sitemap", href: "/sitemaps/integrations" },
      {
        label: "Business processes sitemap",
        href: "/sitemaps/business-processes",
      },
      { label: "Case studies sitemap", href: "/sitemaps/case-studies" },
      { label: "XML sitemap", href: "/sitemap.xml" },
    ],
  },
];
