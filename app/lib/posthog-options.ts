import type { CaptureResult, PostHogConfig } from "posthog-js";
import { scrubString, scrubValue } from "./scrub";

/**
 * PostHog's defaults snapshot, pinned so an SDK upgrade never changes behaviour unasked (the
 * newest date the installed posthog-js knows; move it deliberately, reading its changelog).
 */
export const POSTHOG_DEFAULTS = "2026-08-30";

/** Removes secrets from an event's URLs and messages; session recordings mask inputs themselves. */
export function scrubPostHogEvent(
  event: CaptureResult | null,
): CaptureResult | null {
  if (!event || event.event === "$snapshot") return event;
  const properties: Record<string, unknown> = { ...event.properties };
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === "string") properties[key] = scrubString(value);
    else if (key === "$exception_list") properties[key] = scrubValue(value);
  }
  return { ...event, properties };
}

/** behaviour §1: public key and host, a pinned defaults setting, person profiles only when identified. */
export function posthogOptions(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    defaults: POSTHOG_DEFAULTS,
    person_profiles: "identified_only",
    // A page view per client navigation, from the History API (the only source: no manual ones).
    capture_pageview: "history_change",
    disable_session_recording: false,
    capture_exceptions: true,
    before_send: scrubPostHogEvent,
  };
}
