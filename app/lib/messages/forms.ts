/** The hosted forms', the ROI calculator's and the legal pages' interface words. Index: ./index.ts. */

/** Interface words of a hosted online form. */
export const ONLINE_FORM_MESSAGES = {
  requiredFieldsMarked: "Required fields are marked with",
  /** What a screen reader says for the required-field star. */
  anAsterisk: "an asterisk",
  noPasswords: "Never send passwords through a form.",
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
  chartTitle: "Savings over the first 12 months",
  /** The chart's dashed line. */
  platformCostLine: (cost: string) => `A year of platform cost (${cost})`,
  /** Under the net savings: what they are made of. */
  savedLessCost: (saved: string, cost: string) =>
    `${saved} saved, less ${cost} of platform cost.`,
} as const;

/** Interface words of the hosted forms' result page and the legal pages. */
export const FORM_RESULT_MESSAGES = {
  answersSent: "Your answers were sent",
  whatHappensNext: "What happens next",
  sendAnother: "Send another response",
  /** Before the title of the form that was filled in. */
  thankYouFor: "Thank you for filling in",
  onThisPage: "On this page",
} as const;
