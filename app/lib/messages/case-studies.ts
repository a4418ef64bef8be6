/** A customer story page's interface words. Index: ./index.ts. */

/** Interface words of a customer story page: its headings and fact labels. */
export const CASE_STUDY_MESSAGES = {
  factsTitle: "At a glance",
  facts: {
    industry: "Industry",
    teamSize: "Team size",
    modules: "Modules",
    integrations: "Integrations",
  },
  figuresTitle: "The numbers",
  figuresNote: "Figures reported by the customer.",
  resultsTitle: "What changed",
  results: "Results",
  /** Before the name of the page the story's picture comes from. */
  pictureCaption: {
    industry: "Aden for their industry",
    module: "The module they started with",
  },
  moreStories: "More customer stories",
  /** A link to a story from a quote, a card or a module's page. */
  readTheStory: "Read the story",
  readCustomerStory: (customer: string) => `Read the ${customer} story`,
} as const;
