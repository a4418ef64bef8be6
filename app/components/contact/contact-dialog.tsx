import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { DialogShell } from "~/components/ui/dialog-shell";
import { BOOKING_FRAME, OVERLAY_BASE_Z_INDEX } from "~/lib/constants";
import {
  sentContactGuest,
  type ContactActionData,
} from "~/lib/forms/contact-schema";
import { BookingConfirmation, BookingFrame } from "./booking-frame";
import { ContactForm } from "./contact-form";
import { useContactConversion } from "./use-contact-conversion";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";
import { loadCountryCombobox } from "~/components/phone-input/load-country-combobox";

/**
 * The phone input's combobox, asked for as soon as this chunk runs. Settles either way: if it
 * fails to load, the dialog opens with the native select, which posts the same field.
 */
export const countryComboboxReady: Promise<unknown> = import.meta.env.SSR
  ? Promise.resolve()
  : loadCountryCombobox().catch(() => undefined);

const BOOKING_DIALOG_SIZE = {
  width: `${BOOKING_FRAME.widthPercent}%`,
  maxWidth: `${BOOKING_FRAME.maxWidthPx}px`,
} as const;

type DialogProps = {
  /** The current page without the dialog's URL state. */
  closeHref: string;
  onClose: () => void;
  bookingUrl: string | null;
};

let dialogsOpened = 0;

/**
 * The sales contact dialog (behaviour §2, §4): the form, then the discovery-call booking step once
 * the request went through. Mounted only while open, so closing resets the country to +1 and
 * the view to the form.
 */
export function ContactDialog({
  closeHref,
  onClose,
  bookingUrl,
  defaultEmail,
  sentResult,
}: DialogProps & {
  defaultEmail?: string | undefined;
  /** The answer to a post sent before script ran, brought back by a redirect. */
  sentResult?: ContactActionData | undefined;
}) {
  // A fetcher of its own per opening, so a reopened dialog starts from the form.
  const [fetcherKey] = useState(() => `contact-dialog-${(dialogsOpened += 1)}`);
  const fetcher = useFetcher<ContactActionData>({ key: fetcherKey });
  const lastResult = fetcher.data ?? sentResult;
  const guest = sentContactGuest(lastResult);
  useContactConversion(guest);
  const showsFrame = Boolean(guest && bookingUrl);

  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONTACT_DIALOG_MESSAGES.title}
      description={guest ? undefined : CONTACT_DIALOG_MESSAGES.description}
      closeHref={closeHref}
      zIndex={OVERLAY_BASE_Z_INDEX}
      {...(showsFrame ? BOOKING_DIALOG_SIZE : { width: "36rem" })}
    >
      {guest && bookingUrl ? (
        <>
          <p className="mb-4 text-ink-700">
            {CONTACT_DIALOG_MESSAGES.pickATime(guest.firstname)}
          </p>
          <BookingFrame bookingUrl={bookingUrl} guest={guest} layout="fill" />
        </>
      ) : guest ? (
        <div className="flex flex-col gap-5">
          <BookingConfirmation guest={guest} />
          <ButtonLink
            to={closeHref}
            replace
            preventScrollReset
            variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            {CONTACT_DIALOG_MESSAGES.done}
          </ButtonLink>
        </div>
      ) : (
        <ContactForm
          id="contact-dialog-form"
          fetcherKey={fetcherKey}
          returnTo={closeHref}
          lastResult={lastResult}
          pending={fetcher.state !== "idle"}
          defaultEmail={defaultEmail}
        />
      )}
    </DialogShell>
  );
}

/** The discovery-call booking dialog behind "Book a demo" (behaviour §2): 90% wide, up to 1200px. */
export function BookingDialog({
  closeHref,
  onClose,
  bookingUrl,
}: DialogProps & { bookingUrl: string }) {
  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONTACT_DIALOG_MESSAGES.bookADemo}
      description={CONTACT_DIALOG_MESSAGES.bookingDescription}
      closeHref={closeHref}
      zIndex={OVERLAY_BASE_Z_INDEX}
      {...BOOKING_DIALOG_SIZE}
    >
      <BookingFrame bookingUrl={bookingUrl} layout="fill" />
    </DialogShell>
  );
}
