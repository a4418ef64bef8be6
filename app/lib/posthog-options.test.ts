import { describe, expect, it } from "vitest";
import { posthogOptions, scrubPostHogEvent } from "./posthog-options";

describe("PostHog's options (behaviour §1)", () => {
  it("pins a defaults date, makes person profiles only for identified users, records sessions and exceptions", () => {
    const options = posthogOptions("https://eu.i.posthog.com");
    expect(options).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      person_profiles: "identified_only",
      capture_pageview: "history_change",
      disable_session_recording: false,
      capture_exceptions: true,
    });
    // A date, never 'latest': an SDK upgrade must not change behaviour unasked.
    expect(options.defaults).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("scrubs secrets from an event's URLs but keeps the project key", () => {
    const event = scrubPostHogEvent({
      uuid: "1",
      event: "$pageview",
      properties: {
        token: "phc_public",
        $current_url: "https://www.example.com/?email=a@b.c&vuid=123456",
      },
    });
    expect(event?.properties).toEqual({
      token: "phc_public",
      $current_url: "https://www.example.com/?email=a@b.c&vuid=[Filtered]",
    });
  });
});
