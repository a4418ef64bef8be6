/** The module and industry pages' interface words. Index: ./index.ts. */

/** Interface words of the module and industry pages' sections; their copy is content/. */
export const SOLUTION_MESSAGES = {
  /** The eyebrows over the sections every module and industry page has. */
  sectionEyebrows: {
    problems: "What it replaces",
    howItWorks: "How it works",
    story: "Customer story",
    related: "Integrations and processes",
  },
  faqLead:
    "Something else on your mind? Ask the people who set Aden up with teams like yours.",
  connectsTo: "Connects to",
  readyMadeProcesses: "Ready-made processes",
  askUsAQuestion: "Ask us a question",
  /** The FAQ's heading: a module's page asks about the module, an industry's about its teams. */
  moduleFaqTitle: (label: string) => `Questions about ${label}`,
  industryFaqTitle: (label: string) =>
    `Questions ${label.toLowerCase()} teams ask`,
} as const;
