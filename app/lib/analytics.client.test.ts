// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
}));
vi.mock("posthog-js", () => ({ default: posthog }));
vi.mock("web-vitals", () => ({
  onCLS: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

describe("analytics in the browser", () => {
  it("keeps a contact conversion made before PostHog loads, and captures it once loaded", async () => {
    const { CONTACT_CONVERSION_EVENT, loadAnalytics, trackContactConversion } =
      await import("./analytics.client");

    // A contact request posted without script is converted as its answer hydrates, before idle.
    trackContactConversion();
    expect(window.dataLayer).toContainEqual({
      event: CONTACT_CONVERSION_EVENT,
    });
    expect(posthog.capture).not.toHaveBeenCalled();

    loadAnalytics({ key: "phc_test", host: "https://eu.i.posthog.com" });
    await vi.waitFor(() =>
      expect(posthog.capture).toHaveBeenCalledWith(
        CONTACT_CONVERSION_EVENT,
        undefined,
      ),
    );
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.capture).toHaveBeenCalledTimes(1);
  });
});
