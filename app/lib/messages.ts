/**
 * User-facing messages that more than one module says, written once. The spec's own strings
 * (behaviour §8) stay word for word; the form messages of behaviour §5 live with their schemas in
 * ~/lib/forms.
 */
export const MESSAGES = {
  /** behaviour §8 (contact failure); also what any unexpected failure says, with details logged. */
  somethingWentWrong: "Something went wrong. Please try again.",
  /** behaviour §8: a 401 from a call made with the session's token. */
  unauthorized: "Unauthorized",
  signedOut: "You have been signed out.",
  /** Sign-up step 2 without a verified email (the dialog was closed, or the session ended). */
  verifyEmailFirst: "Please verify your email to continue.",
  /** Sign-up for an email that has an account (the upstream's 409, or this session signed in with it). */
  accountExists: "An account with this email already exists.",
  /** An auth form without this browser's anti-forgery token (expired cookie, or forged). */
  formExpired:
    "This form has expired. Please try again (cookies must be allowed to sign in).",
} as const;

/** behaviour §8: an unknown path. */
export const pageNotFoundMessage = (path: string) => `Page not found: ${path}`;

/** behaviour §8: a path that matched a route whose parameters are not valid. */
export const invalidRouteMessage = (path: string) => `Page Not Found: ${path}`;

/**
 * Interface words of the home page: button labels and what screen readers hear. The page's copy
 * is content (content/pages/home.yaml).
 */
export const HOME_MESSAGES = {
  talkToSales: "Talk to sales",
  paperwork: "Paperwork Aden handles:",
} as const;

/** Interface words of the pricing page; its copy is content/pages/pricing.yaml. */
export const PRICING_MESSAGES = {
  plans: "Plans",
  /** Announced when the billing switch changes the prices in place. */
  showingAnnual: (discountPercent: number) =>
    `Showing annual prices, ${discountPercent}% less than monthly.`,
  showingMonthly: "Showing monthly prices.",
} as const;
