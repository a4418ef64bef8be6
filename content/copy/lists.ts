/**
 * Words of the list pages, case studies, articles, footer and error pages that are not in a
 * markdown entry (issue 27). Plain data: the routes and components read it, nothing here renders.
 */
export const LIST_COPY = {
  integrations: {
    listTitle: "Integrations by category",
    count: ["integration", "integrations"],
  },
  businessProcesses: {
    listTitle: "All processes",
    openProcess: "See how it runs",
    steps: "steps",
    connectsTo: "Connects to",
  },
  blog: {
    featured: "Featured",
    latest: "Latest posts",
    readFeatured: "Read the post",
  },
} as const;

export const CASE_STUDY_COPY = {
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
  pictureCaption: "The module they started with",
  moreStories: "More customer stories",
} as const;

export const ERROR_COPY = {
  suggestionsTitle: "Popular pages",
  suggestions: [
    {
      href: "/pricing",
      label: "Pricing",
      description: "Plans for every team size.",
    },
    {
      href: "/integrations",
      label: "Integrations",
      description: "The tools Aden connects to.",
    },
    {
      href: "/business-processes",
      label: "Business processes",
      description: "Ready-made automations.",
    },
    {
      href: "/customers",
      label: "Customer stories",
      description: "How teams run on Aden.",
    },
  ],
} as const;
