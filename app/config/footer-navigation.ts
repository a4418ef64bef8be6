import { EXTERNAL_LINKS, type NavGroup } from "./site";
import { inMenu } from "./navigation";
import type { CatalogueEntry } from "~/lib/solutions/catalogue-schema";

/** Every module or industry of the catalogue's group, in its order (behaviour §2, Footer). */
const footerLinks = (menu: CatalogueEntry["menu"]) =>
  inMenu(menu).map(({ label, path }) => ({ label, href: path }));

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
