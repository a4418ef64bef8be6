/**
 * Every public page that is not a content entry, for /sitemaps/pages.xml. A new page adds itself
 * here. `lastmodFrom` marks a page that lists a collection: its lastmod is that content's newest.
 */
import { SOLUTION_ROUTES } from "./solutions";

export type PublicPage = {
  path: string;
  title: string;
  lastmodFrom?: "blog" | "case-studies";
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", title: "Home" },
  { path: "/ai-form", title: "Intelligent Data Onboarding" },
  { path: "/contact", title: "Contact sales" },
  { path: "/blog", title: "Blog", lastmodFrom: "blog" },
  { path: "/integrations", title: "Integrations" },
  { path: "/business-processes", title: "Business processes" },
  { path: "/pricing", title: "Pricing" },
  { path: "/RoiCalculator", title: "ROI calculator" },
  {
    path: "/customers",
    title: "Customer stories",
    lastmodFrom: "case-studies",
  },
  { path: "/privacy", title: "Privacy policy" },
  { path: "/terms-of-service", title: "Terms of service" },
  { path: "/sitemaps/blogs", title: "Blog sitemap", lastmodFrom: "blog" },
  { path: "/sitemaps/business-processes", title: "Business processes sitemap" },
  {
    path: "/sitemaps/case-studies",
    title: "Case studies sitemap",
    lastmodFrom: "case-studies",
  },
  { path: "/sitemaps/integrations", title: "Integrations sitemap" },
  // The eight module and four industry pages.
  ...SOLUTION_ROUTES.map(({ path, label }) => ({ path, title: label })),
];
