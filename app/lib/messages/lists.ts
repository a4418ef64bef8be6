/** The list pages' and their entries' interface words. Index: ./index.ts. */

/**
 * Interface words of the list pages (integrations, business processes, blog, customers) and
 * their entries: headings, filters, pagination, the way between entries (issue 27).
 */
export const LIST_MESSAGES = {
  pagination: "Pagination",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageNumber: (page: number) => `Page ${page}`,
  previous: "Previous",
  next: "Next",
  allCategories: "All categories",
  integrations: {
    eyebrow: "Integrations",
    listTitle: "Integrations by category",
    filterLabel: "Filter integrations by category",
    connectedTools: "Connected tools",
    count: ["integration", "integrations"],
    more: "More integrations",
    processesServed: "Business processes it serves",
    visitWebsite: (name: string) => `Visit the ${name} website`,
  },
  businessProcesses: {
    eyebrow: "Business processes",
    listTitle: "All processes",
    filterLabel: "Filter processes by category",
    openProcess: "See how it runs",
    steps: "steps",
    connectsTo: "Connects to",
    more: "More business processes",
    howItRuns: "How it runs",
    integrationsUsed: "Integrations it uses",
  },
  blog: {
    eyebrow: "Blog",
    featured: "Featured",
    latest: "Latest posts",
    readFeatured: "Read the post",
    filterLabel: "Filter posts by tag",
    allPosts: "All posts",
    tagged: (tag: string) => `Posts tagged “${tag}”`,
    countOnTag: (count: number, tag: string) =>
      `${count} ${count === 1 ? "post" : "posts"} on ${tag}.`,
    more: "More posts",
    previousPost: "Previous post",
    nextPost: "Next post",
    tags: "Tags",
    related: "Related posts",
    // Before a post's (or a story's) date, and before the date it was last revised.
    published: "Published",
    updated: ", updated",
  },
  customers: {
    filterLabel: "Filter stories by industry",
    allIndustries: "All industries",
    withStory: "Customers with a published story",
  },
} as const;
