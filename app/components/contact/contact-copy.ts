/** behaviour §2: the contact dialog's title, also the /contact page's heading. */
export const CONTACT_TITLE = "Next-gen automation platform for your business";
