import { describe, expect, it } from "vitest";
import { posthogOptions, scrubPostHogEvent } from "./posthog-options";

describe("PostHog's options (behaviour §1)", () => {
  it("pins a defaults date, makes person profiles only for identified users, records sessions and exceptions", () => {
    expect(posthogOptions("https://eu.i.posthog.com")).toEqual({
      api_host: "https://eu.i.posthog.com",
      // A date, never 'latest': an SDK upgrade must not change behaviour unasked.
      defaults: "2026-08-30",
      person_profiles: "identified_only",
      capture_pageview: "history_change",
      disable_session_recording: false,
      capture_exceptions: true,
      before_send: scrubPostHogEvent,
    });
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

  it("scrubs the messages of a captured exception, and keeps other values as they are", () => {
    const event = scrubPostHogEvent({
      uuid: "2",
      event: "$exception",
      properties: {
        $exception_list: [
          { type: "Error", value: "GET /go?t=and0IHNlY3JldC10b2tlbg failed" },
        ],
        $exception_level: "error",
        $screen_width: 390,
      },
    });
    expect(event).toEqual({
      uuid: "2",
      event: "$exception",
      properties: {
        $exception_list: [
          { type: "Error", value: "GET /go?t=[Filtered] failed" },
        ],
        $exception_level: "error",
        $screen_width: 390,
      },
    });
  });

  it("leaves session recordings to their own masking, and passes on a dropped event", () => {
    const snapshot = {
      uuid: "3",
      event: "$snapshot",
      properties: {
        $snapshot_data: [{ href: "https://www.example.com/?token=abc" }],
      },
    };
    expect(scrubPostHogEvent(snapshot)).toBe(snapshot);
    expect(scrubPostHogEvent(null)).toBeNull();
  });
});
