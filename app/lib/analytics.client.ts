/**
 * Ad-conversion and product-analytics events sent from the browser. Google Tag Manager (or any
 * tag manager) reads `window.dataLayer`; PostHog gets the same event once it is loaded.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushed to `window.dataLayer` and captured in PostHog after a sales contact request (SPEC §7). */
export const CONTACT_CONVERSION_EVENT = "contact_lead_submitted";

/** The part of a PostHog client this module uses. */
export type AnalyticsClient = { capture: (event: string) => void };

let posthog: AnalyticsClient | null = null;

/**
 * Hook point for the PostHog integration: it hands its client over here once PostHog is
 * configured and loaded (and null when it shuts down). Until then events go to the data layer only.
 */
export function registerAnalyticsClient(client: AnalyticsClient | null) {
  posthog = client;
}

/** The ad-conversion event of a sent contact request. */
export function trackContactConversion() {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: CONTACT_CONVERSION_EVENT });
  posthog?.capture(CONTACT_CONVERSION_EVENT);
}
