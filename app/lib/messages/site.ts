/** The words every page's frame says: the spec's failure messages (behaviour §8) word for word, and
 * the header's, menus' and footers' interface words. Index: ./index.ts. */

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
  /** The error pages' headings and titles. */
  notFoundTitle: "Page Not Found",
  serverErrorTitle: "Internal Server Error",
  serverError:
    "Something on our side went wrong while loading this page. Please try again in a moment.",
} as const;

/** behaviour §8: an unknown path. */
export const pageNotFoundMessage = (path: string) => `Page not found: ${path}`;

/** behaviour §8: a path that matched a route whose parameters are not valid. */
export const invalidRouteMessage = (path: string) => `Page Not Found: ${path}`;

/** Interface words of the header, its menus, the footers and the page frame. */
export const NAV_MESSAGES = {
  mainNav: "Main",
  homeLink: "Aden home",
  skipToContent: "Skip to content",
  /** The trail of links above a page's title. */
  breadcrumb: "Breadcrumb",
  signIn: "Sign In",
  freeSignUp: "Free Sign Up",
  startForFree: "Start for free",
  /** A signed-in visitor's way to the platform app: the user menu, the header's button, the dialog. */
  goToPlatform: "Go to platform",
  bookADemo: "Book a demo",
  menu: "Menu",
  closeMenu: "Close menu",
  accountMenu: "Account menu",
  logout: "Logout",
  /** Heard after a link that opens a new tab; the leading space parts it from the link's name. */
  opensInNewTab: " (opens in a new tab)",
  privacy: "Privacy",
  terms: "Terms",
  contact: "Contact",
  footerGroup: (group: string) => `${group} links`,
  allRightsReserved: (year: number, company: string) =>
    `© ${year} ${company}. All rights reserved.`,
  /** The dialogs' close button, heard by screen readers. */
  close: "Close",
  /** A hosted form's footer, before the link to the site. */
  poweredBy: "Powered by",
} as const;
