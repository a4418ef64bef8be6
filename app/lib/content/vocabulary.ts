/**
 * The content's fixed words and limits. Kept apart from the zod schemas so that pages can use
 * them without shipping zod to the browser.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const INTEGRATION_CATEGORIES = [
  "Accounting",
  "CRM",
  "Communication",
  "Documents",
  "Construction",
  "Commerce",
  "Payments",
  "HR & Payroll",
] as const;

export const BUSINESS_PROCESS_CATEGORIES = [
  "Finance",
  "Operations",
  "People",
  "Compliance",
  "Sales",
  "Supply chain",
] as const;

export const BLOG_DESCRIPTION_MAX = 180;
export const SUMMARY_MAX = 160;
export const CASE_STUDY_SUMMARY_MAX = 200;
