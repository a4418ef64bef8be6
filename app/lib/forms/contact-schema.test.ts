import { describe, expect, it } from "vitest";
import { sentContactGuest } from "./contact-schema";

describe("the guest of the booking step", () => {
  it("is the one of a request that went through, and no one while the form is the view", () => {
    const booking = {
      name: "Ada Lovelace",
      firstname: "Ada",
      email: "ada@example.com",
    };
    expect(sentContactGuest({ status: "success", booking })).toEqual(booking);
    expect(
      sentContactGuest({ status: "error", booking, error: {} }),
    ).toBeUndefined();
    expect(sentContactGuest(null)).toBeUndefined();
    expect(sentContactGuest(undefined)).toBeUndefined();
  });
});
