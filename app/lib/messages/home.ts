/** The home page's interface words. Index: ./index.ts. */

/**
 * Interface words of the home page: button labels and what screen readers hear. The page's copy
 * is content (content/pages/home.yaml).
 */
export const HOME_MESSAGES = {
  talkToSales: "Talk to sales",
  /** A story row's link to its module's page. */
  moduleLink: (module: string) => `More on ${module}`,
  /** Heard after an outcome's link, naming whose story it opens; the leading space parts them. */
  storyOf: (customer: string) => ` of ${customer}`,
} as const;
