/**
 * Dialog state lives in the URL (docs/architecture.md, "Progressive enhancement"): the server can
 * render a dialog open and a plain link can open it without script.
 *
 * Every parameter a dialog owns is listed here: closing a dialog drops them all, and a link that
 * opens one dialog never carries another's (a sign-up's `step=2` on the header's "Log in" link).
 * `email` and `vuid` come from the emailed sign-up link (behaviour §2); the server takes them out
 * at once, but a page must never keep them.
 */
export const DIALOG_PARAMS = [
  "auth",
  "step",
  "rel",
  "rId",
  "email",
  "vuid",
  "contact",
  "booking",
] as const;

type LocationLike = { pathname: string; search: string };

/** The current URL with the given dialog parameters set (and other dialogs' parameters removed). */
export function dialogHref(
  location: LocationLike,
  params: Record<string, string | undefined>,
) {
  const search = new URLSearchParams(location.search);
  for (const key of DIALOG_PARAMS) search.delete(key);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/** The current URL without any dialog state: where a dialog's close button leads. */
export function closeDialogHref(location: LocationLike) {
  return dialogHref(location, {});
}

/** Whether the URL's query opens a dialog (the other parameters only qualify one). */
export function opensDialog(search: string) {
  const params = new URLSearchParams(search);
  return params.has("auth") || params.has("contact") || params.has("booking");
}
