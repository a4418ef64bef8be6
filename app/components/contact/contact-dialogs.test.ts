import { describe, expect, it } from "vitest";
import {
  emailOfToggleEvent,
  prefilledEmailOf,
} from "~/lib/contact-dialog-event";
import { bookingFrameSrc } from "./booking-frame";
import { openDialogOf } from "./contact-dialogs";

const BOOKING_URL = "https://booking.example.com/aden/discovery-call";

describe("openDialogOf", () => {
  it("reads the dialog the URL asks for", () => {
    expect(openDialogOf("", BOOKING_URL)).toBeNull();
    expect(openDialogOf("?contact=1", null)).toBe("contact");
    expect(openDialogOf("?booking=1", BOOKING_URL)).toBe("booking");
    expect(openDialogOf("?utm_source=ad&contact=1", null)).toBe("contact");
    expect(openDialogOf("?contact=0", null)).toBeNull();
  });

  it("without a booking page, ?booking=1 is the contact form", () => {
    expect(openDialogOf("?booking=1", null)).toBe("contact");
  });
});

describe("bookingFrameSrc", () => {
  it("appends the guest's name and email as query parameters", () => {
    const src = new URL(
      bookingFrameSrc(BOOKING_URL, {
        name: "Ada Lovelace",
        email: "ada+sales@example.com",
      }),
    );
    expect(src.origin + src.pathname).toBe(BOOKING_URL);
    expect(src.searchParams.get("name")).toBe("Ada Lovelace");
    expect(src.searchParams.get("email")).toBe("ada+sales@example.com");
  });

  it("keeps the booking page's own parameters and adds nothing unknown", () => {
    expect(bookingFrameSrc(`${BOOKING_URL}?hide_details=1`)).toBe(
      `${BOOKING_URL}?hide_details=1`,
    );
    expect(
      bookingFrameSrc(`${BOOKING_URL}?hide_details=1`, { email: "a@b.co" }),
    ).toBe(`${BOOKING_URL}?hide_details=1&email=a%40b.co`);
  });
});

describe("the toggleContactDialog event", () => {
  const event = (detail: unknown) =>
    new CustomEvent("toggleContactDialog", { detail });

  it("carries an email to prefill", () => {
    expect(emailOfToggleEvent(event({ email: " ada@example.com " }))).toBe(
      "ada@example.com",
    );
  });

  it("ignores what is not a usable email", () => {
    expect(
      emailOfToggleEvent(new Event("toggleContactDialog")),
    ).toBeUndefined();
    expect(emailOfToggleEvent(event(undefined))).toBeUndefined();
    expect(emailOfToggleEvent(event("ada@example.com"))).toBeUndefined();
    expect(emailOfToggleEvent(event({ email: 42 }))).toBeUndefined();
    expect(emailOfToggleEvent(event({ email: "   " }))).toBeUndefined();
    expect(
      emailOfToggleEvent(event({ email: `${"a".repeat(320)}@example.com` })),
    ).toBeUndefined();
  });

  it("passes the email through navigation state only as a string", () => {
    expect(prefilledEmailOf({ contactEmail: "ada@example.com" })).toBe(
      "ada@example.com",
    );
    expect(prefilledEmailOf({ contactEmail: 1 })).toBeUndefined();
    expect(prefilledEmailOf(null)).toBeUndefined();
  });
});
