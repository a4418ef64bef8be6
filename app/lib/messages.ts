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
  /** A story row's link to its module's page. */
  moduleLink: (module: string) => `More on ${module}`,
} as const;

/** Interface words of the pricing page; its copy is content/pages/pricing.yaml. */
export const PRICING_MESSAGES = {
  plans: "Plans",
  /** Announced when the billing switch changes the prices in place. */
  showingAnnual: (discountPercent: number) =>
    `Showing annual prices, ${discountPercent}% less than monthly.`,
  showingMonthly: "Showing monthly prices.",
} as const;

/**
 * Interface words of the log-in and sign-up dialog (behaviour §2, §4). Named apart from the
 * form schemas' AUTH_MESSAGES (~/lib/forms/auth-schemas), which say what is wrong with a field.
 */
export const AUTH_DIALOG_MESSAGES = {
  logIn: "Log in",
  loggingIn: "Logging in…",
  signUp: "Sign up",
  startForFree: "Start for free",
  goToPlatform: "Go to platform",
  titleSignedIn: "You’re signed in",
  titleLogIn: "Log in to Aden",
  titleSignUp: "Create your Aden account",
  tabsLabel: "Log in or sign up",
  noAccount: "Don't have an account?",
  haveAccount: "Already have an account?",
  signedInAs: "You’re signed in as",
  welcomeBack: (name: string) => `Welcome back, ${name}.`,
  workspaceReady: "Your workspace is one click away.",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  passwordHint: "At least 10 characters, without spaces.",
  verificationCode: "Verification code",
  codeSentHint:
    "We sent a 6-digit code to your email. It is valid for 10 minutes.",
  sendCode: "Send code",
  sending: "Sending…",
  /**
   * What a screen reader hears on the counting-down resend button. It holds the visible "Ns"
   * (WCAG 2.5.3, label in name): a voice-control user says what they see.
   */
  sendCodeAgainIn: (seconds: number) => `Send code again in ${seconds}s`,
  /** Without script nothing counts down, so the wait is said in words. */
  askAgainIn: (seconds: number) =>
    `You can ask for another code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  continue: "Continue",
  checking: "Checking…",
  creatingAccountFor: "Creating an account for",
  createAccount: "Create account",
  creatingAccount: "Creating your account…",
} as const;

/**
 * Interface words of the contact dialog, its form and the booking step (behaviour §2). Named
 * apart from the form schema's CONTACT_MESSAGES (~/lib/forms/contact-schema).
 */
export const CONTACT_DIALOG_MESSAGES = {
  /** behaviour §2: the contact dialog's title. */
  title: "Next-gen automation platform for your business",
  description:
    "Tell us how to reach you, and we'll set up a discovery call to show you Aden on your own work.",
  firstName: "First name",
  lastName: "Last name",
  workEmail: "Work email",
  phoneNumber: "Phone number",
  /** The phone field's country list, when it stands alone. */
  country: "Country",
  /** behaviour §2: the submit button. */
  submit: "Request a discovery call",
  sending: "Sending…",
  privacyNote: "We use these details only to arrange your call. See our",
  privacyPolicy: "privacy policy",
  done: "Done",
  pickATime: (firstname: string) =>
    `Thanks, ${firstname}. Pick a time that suits you for your discovery call.`,
  bookADemo: "Book a demo",
  bookingDescription:
    "Pick a time for a discovery call with our team. We'll show you Aden on the work you do today.",
  bookingFrameTitle: "Book your discovery call",
  thanks: (firstname: string | undefined) =>
    firstname ? `Thanks, ${firstname}.` : "Thanks.",
  requestIsIn: "Your request is in.",
  teamWillEmail: "Our team will email you",
  emailAt: "at",
  withinOneDay: "within one business day to schedule your discovery call.",
} as const;

/** Interface words of the header, its menus, the footers and the page frame. */
export const NAV_MESSAGES = {
  mainNav: "Main",
  homeLink: "Aden home",
  skipToContent: "Skip to content",
  signIn: "Sign In",
  freeSignUp: "Free Sign Up",
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
} as const;

/**
 * Interface words of the list pages (integrations, business processes, blog, customers) and
 * their entries: headings, filters, pagination, the way between entries (issue 27).
 */
export const LIST_MESSAGES = {
  breadcrumb: "Breadcrumb",
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
  },
  customers: {
    filterLabel: "Filter stories by industry",
    allIndustries: "All industries",
    withStory: "Customers with a published story",
  },
} as const;

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
  pictureCaption: "The module they started with",
  moreStories: "More customer stories",
} as const;

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

/** Interface words of the pricing page's cards, switch and comparison table. */
export const PRICING_TABLE_MESSAGES = {
  billingPeriod: "Billing period",
  planComparison: "Plan comparison",
  feature: "Feature",
  included: "Included",
  notIncluded: "Not included",
  mostPopular: "Most popular",
  /** Heard before a struck-through monthly price; the trailing space parts it from the price. */
  was: "Was ",
  teamPlan: "Team plan",
} as const;

/** Interface words of the module and industry pages' sections; their copy is content/. */
export const SOLUTION_MESSAGES = {
  connectsTo: "Connects to",
  askUsAQuestion: "Ask us a question",
} as const;

/** Interface words of a hosted online form. */
export const ONLINE_FORM_MESSAGES = {
  requiredFieldsMarked: "Required fields are marked with",
  /** What a screen reader says for the required-field star. */
  anAsterisk: "an asterisk",
} as const;

/** Interface words of the ROI calculator: its sections, button and result labels. */
export const ROI_MESSAGES = {
  calculator: "Calculator",
  yourTeamToday: "Your team today",
  calculate: "Calculate",
  yourResult: "Your result",
  cumulativeSavings: "Cumulative savings",
  hoursSaved: "Hours saved a year",
  grossSavings: "Gross savings a year",
  payback: "Payback period",
  roi: "ROI",
  netSavings: "Net savings a year",
  /** The chart's month axis. */
  month: "Month",
  /** The phone's summary bar, pointing to the whole result below the form. */
  fullResult: "Full result",
} as const;

/** Interface words of the hosted forms' result page and the legal pages. */
export const FORM_RESULT_MESSAGES = {
  answersSent: "Your answers were sent",
  whatHappensNext: "What happens next",
  sendAnother: "Send another response",
  onThisPage: "On this page",
} as const;
