/** The contact dialog's and booking step's interface words. Index: ./index.ts. */

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
  /** The contact page after a sent request, before the booking calendar; `below` links to it. */
  pickATimeBefore: "Pick a time for your discovery call in the calendar",
  pickATimeLink: "below",
} as const;
