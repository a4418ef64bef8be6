import { useLocation, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo } from "react";
import {
  emailOfToggleEvent,
  prefilledEmailOf,
  TOGGLE_CONTACT_DIALOG_EVENT,
  type ContactDialogState,
} from "~/lib/contact-dialog-event";
import { useCloseDialog } from "~/lib/dialog-history";
import { closeDialogHref, dialogHref } from "~/lib/dialog-url";
import { useRootData } from "~/lib/root-data";
import * as eagerDialogs from "./contact-dialog";

/*
 * The dialogs and the phone input weigh about 35 KB of gzip script (and the country combobox
 * 9 KB more), so the browser loads them only once a dialog opens. The server renders them at once
 * (the import above is kept out of the client bundle, where `import.meta.env.SSR` is false), so
 * a dialog opened by the URL is in the HTML and works without script; the browser hydrates it
 * when its chunk arrives.
 */
const ContactDialog = import.meta.env.SSR
  ? eagerDialogs.ContactDialog
  : lazy(async () => {
      const module = await import("./contact-dialog");
      // The form opens with its country combobox in place, not swapped in under the first
      // keystrokes (asked for by the dialog's chunk, so the root carries none of it).
      await module.countryComboboxReady;
      return { default: module.ContactDialog };
    });
const BookingDialog = import.meta.env.SSR
  ? eagerDialogs.BookingDialog
  : lazy(() =>
      import("./contact-dialog").then((module) => ({
        default: module.BookingDialog,
      })),
    );

type OpenDialog = "contact" | "booking" | null;

/** Which dialog the URL asks for: `?booking=1` needs a booking page, else it is the contact form. */
export function openDialogOf(
  search: string,
  bookingUrl: string | null,
): OpenDialog {
  const params = new URLSearchParams(search);
  if (params.get("booking") === "1") return bookingUrl ? "booking" : "contact";
  return params.get("contact") === "1" ? "contact" : null;
}

/**
 * The sales contact and booking dialogs of every page (behaviour §2). Their open state is the URL
 * (`?contact=1`, `?booking=1`); the global `toggleContactDialog` event opens the contact dialog,
 * or closes it when it is open.
 */
export function ContactDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const close = useCloseDialog();
  const bookingUrl = useRootData()?.env.bookingUrl ?? null;
  // The answer to a post made without script, carried back to this page (routes/contact.tsx).
  const sentResult = useRootData()?.contact.result ?? undefined;
  const open = openDialogOf(location.search, bookingUrl);
  const closeHref = closeDialogHref(location);
  const defaultEmail = prefilledEmailOf(location.state);

  useEffect(() => {
    function onToggle(event: Event) {
      if (open === "contact") {
        close();
        return;
      }
      const state: ContactDialogState = {
        contactEmail: emailOfToggleEvent(event),
      };
      navigate(dialogHref(location, { contact: "1" }), {
        state,
        preventScrollReset: true,
      });
    }
    window.addEventListener(TOGGLE_CONTACT_DIALOG_EVENT, onToggle);
    return () =>
      window.removeEventListener(TOGGLE_CONTACT_DIALOG_EVENT, onToggle);
  }, [open, close, location, navigate]);

  // The same element while nothing changes, so a dialog still hydrating is not re-rendered.
  const dialog = useMemo(() => {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        {open === "booking" && bookingUrl ? (
          <BookingDialog
            closeHref={closeHref}
            onClose={close}
            bookingUrl={bookingUrl}
          />
        ) : (
          <ContactDialog
            closeHref={closeHref}
            onClose={close}
            bookingUrl={bookingUrl}
            defaultEmail={defaultEmail}
            sentResult={sentResult}
          />
        )}
      </Suspense>
    );
  }, [open, closeHref, bookingUrl, defaultEmail, sentResult, close]);

  return dialog;
}
