/** behaviour §2: the contact dialog's title, also the /contact page's heading. */
export const CONTACT_TITLE = "Next-gen automation platform for your business";

/** The /contact page's own heading: the page says what it is for, the dialog keeps the spec's title. */
export const CONTACT_PAGE_HEADING =
  "Get a walkthrough built around your business";
