/**
 * Ad-conversion events sent from the browser. Google Tag Manager (or any tag manager) reads
 * `window.dataLayer`.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushed to `window.dataLayer` after a sales contact request (SPEC §7). */
export const CONTACT_CONVERSION_EVENT = "contact_lead_submitted";

/** The ad-conversion event of a sent contact request. */
export function trackContactConversion() {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: CONTACT_CONVERSION_EVENT });
}
