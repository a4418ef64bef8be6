/**
 * Analytics from the browser: ad conversions for the tag manager (`window.dataLayer`) and product
 * analytics with PostHog, loaded after idle and only when configured (behaviour §1).
 */
import type { PostHog } from "posthog-js";
import { posthogOptions } from "./posthog-options";
import type { PublicUser } from "./user";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushed to `window.dataLayer` (and captured in PostHog) after a sales contact request (behaviour §7). */
export const CONTACT_CONVERSION_EVENT = "contact_lead_submitted";

/** Core Web Vitals are captured as this event, one per metric report. */
export const WEB_VITALS_EVENT = "web_vitals";

type PostHogCommand = (posthog: PostHog) => void;

let loading: Promise<PostHog | null> | null = null;
/**
 * Commands given before PostHog has loaded wait for it: PostHog loads at idle, and a contact
 * request posted without script is converted as its answer hydrates, before that. Bounded, as
 * a site without PostHog configured never loads it.
 */
const pending: PostHogCommand[] = [];
const MAX_PENDING_COMMANDS = 50;

/** Loads and starts PostHog (its own chunk), then Web Vitals reporting. Call after idle. */
export function loadAnalytics(config: { key: string; host: string }) {
  loading ??= import("posthog-js")
    .then(({ default: posthog }) => {
      posthog.init(config.key, posthogOptions(config.host));
      for (const command of pending.splice(0)) command(posthog);
      void reportWebVitals();
      return posthog;
    })
    .catch((error: unknown) => {
      console.warn("Product analytics could not be loaded.", error);
      pending.length = 0;
      return null;
    });
}

function withPostHog(command: PostHogCommand) {
  if (loading) void loading.then((posthog) => posthog && command(posthog));
  else if (pending.length < MAX_PENDING_COMMANDS) pending.push(command);
}

export function captureEvent(
  name: string,
  properties?: Record<string, unknown>,
) {
  withPostHog((posthog) => posthog.capture(name, properties));
}

/** The signed-in user, with their public traits. */
export function identifyUser(user: PublicUser) {
  withPostHog((posthog) =>
    posthog.identify(String(user.id), {
      email: user.email,
      name: [user.firstname, user.lastname].filter(Boolean).join(" "),
      company_name: user.company_name,
    }),
  );
}

/** After a logout: a new anonymous visitor from here on. */
export function resetAnalytics() {
  withPostHog((posthog) => posthog.reset());
}

/** A page loaded signed out while PostHog still remembers a user (a logout elsewhere). */
export function resetIfIdentified() {
  withPostHog((posthog) => {
    if (posthog.get_property("$user_state") === "identified") posthog.reset();
  });
}

async function reportWebVitals() {
  const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
  for (const onMetric of [onCLS, onINP, onLCP, onTTFB]) {
    onMetric((metric) =>
      captureEvent(WEB_VITALS_EVENT, {
        metric: metric.name,
        value: metric.value,
        delta: metric.delta,
        rating: metric.rating,
        metric_id: metric.id,
        navigation_type: metric.navigationType,
      }),
    );
  }
}

/** The conversion of a sent contact request: the tag manager's event and PostHog's. */
export function trackContactConversion() {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: CONTACT_CONVERSION_EVENT });
  captureEvent(CONTACT_CONVERSION_EVENT);
}
