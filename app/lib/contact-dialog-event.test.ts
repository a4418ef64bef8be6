// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  emailOfToggleEvent,
  toggleContactDialog,
} from "./contact-dialog-event";

describe("toggleContactDialog (behaviour §2)", () => {
  const received: Event[] = [];
  const listener = (event: Event) => received.push(event);
  afterEach(() => {
    window.removeEventListener("toggleContactDialog", listener);
    received.length = 0;
  });

  it("dispatches the documented window event, with the email to prefill or none", () => {
    window.addEventListener("toggleContactDialog", listener);
    toggleContactDialog({ email: "ada@example.com" });
    toggleContactDialog();
    expect(received.map((event) => (event as CustomEvent).detail)).toEqual([
      { email: "ada@example.com" },
      {},
    ]);
    expect(received[0]).toBeInstanceOf(CustomEvent);
    expect(emailOfToggleEvent(received[0]!)).toBe("ada@example.com");
  });

  it("takes an email of the longest length an address may have (320)", () => {
    const longest = `${"a".repeat(308)}@example.com`;
    expect(longest).toHaveLength(320);
    expect(
      emailOfToggleEvent(
        new CustomEvent("toggleContactDialog", { detail: { email: longest } }),
      ),
    ).toBe(longest);
  });
});
