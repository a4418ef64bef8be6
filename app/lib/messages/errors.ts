/** The error pages' interface words. Index: ./index.ts. */

/** Interface words of the error pages, and the pages a 404 suggests. */
export const ERROR_PAGE_MESSAGES = {
  errorStatus: (status: number) => `Error ${status}`,
  goHome: "Go to the home page",
  backHome: "Back to the home page",
  contactUs: "Contact us",
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
