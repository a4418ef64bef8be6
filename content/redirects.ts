/**
 * The spec's "route rules can redirect a path" (behaviour §2), as a table applied by server.ts
 * before Remix. Keys are exact paths; the query string is kept.
 */
export type RedirectRule = {
  to: string;
  /** 301 for moves that are final, 302 for temporary ones. */
  status: 301 | 302;
};

export const redirects: Record<string, RedirectRule> = {
  "/case-studies": { to: "/case-studies/tc-boiler", status: 302 },
  "/customer": { to: "/customers", status: 301 },
  "/roi-calculator": { to: "/RoiCalculator", status: 301 },
  "/ecommerce": { to: "/eCommerce", status: 301 },
  "/professional-services": { to: "/professionalServices", status: 301 },
  "/sign-up": { to: "/?auth=signup", status: 302 },
  "/signup": { to: "/?auth=signup", status: 302 },
  "/login": { to: "/?auth=login", status: 302 },
  "/sitemap": { to: "/sitemap.xml", status: 301 },
};
