/**
 * Dialog state lives in the URL (docs/architecture.md, "Progressive enhancement"): the server can
 * render a dialog open and a plain link can open it without script.
 */
export const DIALOG_PARAMS = [
  "auth",
  "rel",
  "rId",
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
