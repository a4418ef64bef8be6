import { BOOKING_FRAME } from "~/lib/constants";
import { cx } from "~/lib/cx";
import type { ContactGuest } from "~/lib/forms/contact-schema";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";

/** Who is booking, when we know: the frame passes it on so they need not type it again. */
export type BookingGuest = Partial<ContactGuest>;

/**
 * The booking page's URL with the guest appended as `name` and `email` query parameters: the
 * prefill convention the common scheduling services (Calendly, Cal.com, HubSpot meetings,
 * SavvyCal) read. A service that does not know them ignores them.
 */
export function bookingFrameSrc(bookingUrl: string, guest: BookingGuest = {}) {
  const url = new URL(bookingUrl);
  if (guest.name) url.searchParams.set("name", guest.name);
  if (guest.email) url.searchParams.set("email", guest.email);
  return url.href;
}

type BookingFrameProps = {
  bookingUrl: string;
  guest?: BookingGuest;
  /**
   * `page`: the frame itself is 90% wide, up to 1200px (behaviour §9). `fill`: it fills a container
   * that already has that size, such as the booking dialog.
   */
  layout?: "page" | "fill";
  className?: string;
};

/** The embedded discovery-call booking page of the scheduling service (behaviour §2). */
export function BookingFrame({
  bookingUrl,
  guest,
  layout = "page",
  className,
}: BookingFrameProps) {
  return (
    <iframe
      src={bookingFrameSrc(bookingUrl, guest)}
      title={CONTACT_DIALOG_MESSAGES.bookingFrameTitle}
      className={cx(
        "mx-auto block rounded-xl border-0 bg-white ring-1 ring-ink-200",
        className,
      )}
      style={{
        width: layout === "page" ? `${BOOKING_FRAME.widthPercent}%` : "100%",
        maxWidth: BOOKING_FRAME.maxWidthPx,
        height: BOOKING_FRAME.heightPx,
      }}
    />
  );
}

/**
 * The next step after a sent contact request when no booking page is configured: a person
 * follows up by email instead of the visitor picking a time.
 */
export function BookingConfirmation({
  guest,
  className,
}: {
  guest: BookingGuest;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cx("rounded-xl bg-mint-300/20 p-6 text-ink-900", className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8 text-mint-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-lg font-semibold">
        {CONTACT_DIALOG_MESSAGES.thanks(guest.firstname)}{" "}
        {CONTACT_DIALOG_MESSAGES.requestIsIn}
      </p>
      <p className="mt-2 leading-7 text-ink-700">
        {CONTACT_DIALOG_MESSAGES.teamWillEmail}
        {guest.email ? (
          <>
            {" "}
            {CONTACT_DIALOG_MESSAGES.emailAt}{" "}
            <strong className="font-semibold">{guest.email}</strong>
          </>
        ) : null}{" "}
        {CONTACT_DIALOG_MESSAGES.withinOneDay}
      </p>
    </div>
  );
}
