import { useEffect } from "react";
import { trackContactConversion } from "~/lib/analytics.client";
import type { ContactGuest } from "~/lib/forms/contact-schema";

/** Fires the ad-conversion event once for each sent contact request (behaviour §7). */
export function useContactConversion(sentGuest: ContactGuest | undefined) {
  useEffect(() => {
    if (sentGuest) trackContactConversion();
  }, [sentGuest]);
}
