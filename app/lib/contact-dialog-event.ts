import { EMAIL_MAX_LENGTH } from "./constants";

/**
 * behaviour §2: any script on the page opens (or, when open, closes) the sales contact dialog with
 * `window.dispatchEvent(new CustomEvent("toggleContactDialog", { detail: { email } }))`.
 */
export const TOGGLE_CONTACT_DIALOG_EVENT = "toggleContactDialog";

export type ToggleContactDialogDetail = { email?: string };

/** Opens the contact dialog, or closes it when it is open. */
export function toggleContactDialog(detail: ToggleContactDialogDetail = {}) {
  window.dispatchEvent(
    new CustomEvent<ToggleContactDialogDetail>(TOGGLE_CONTACT_DIALOG_EVENT, {
      detail,
    }),
  );
}

/** The email an event carries, when it carries a usable one (any script may send the event). */
export function emailOfToggleEvent(event: Event): string | undefined {
  if (!(event instanceof CustomEvent)) return undefined;
  const detail: unknown = event.detail;
  if (typeof detail !== "object" || detail === null) return undefined;
  const email = (detail as { email?: unknown }).email;
  if (typeof email !== "string") return undefined;
  const trimmed = email.trim();
  return trimmed && trimmed.length <= EMAIL_MAX_LENGTH ? trimmed : undefined;
}

/** Navigation state that carries the prefilled email into the dialog (kept out of the URL). */
export type ContactDialogState = { contactEmail?: string };

export function prefilledEmailOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const email = (state as ContactDialogState).contactEmail;
  return typeof email === "string" ? email : undefined;
}
