// @vitest-environment happy-dom
import type { Metric } from "web-vitals";
import { beforeEach, describe, expect, it, vi } from "vitest";

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
  get_property: vi.fn(),
}));
const vitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock("web-vitals", () => vitals);

const config = { key: "phc_test", host: "https://eu.i.posthog.com" };

// The module keeps its state (PostHog loaded or not, commands waiting) for the page's life.
async function freshAnalytics() {
  vi.resetModules();
  return import("./analytics.client");
}

describe("analytics in the browser", () => {
  beforeEach(() => {
    vi.doMock("posthog-js", () => ({ default: posthog }));
    delete window.dataLayer;
  });

  it("keeps a contact conversion made before PostHog loads, and captures it once loaded", async () => {
    const { loadAnalytics, trackContactConversion } = await freshAnalytics();

    // A contact request posted without script is converted as its answer hydrates, before idle.
    trackContactConversion();
    expect(window.dataLayer).toEqual([{ event: "contact_lead_submitted" }]);
    expect(posthog.capture).not.toHaveBeenCalled();

    loadAnalytics(config);
    await vi.waitFor(() =>
      expect(posthog.capture).toHaveBeenCalledWith(
        "contact_lead_submitted",
        undefined,
      ),
    );
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.init).toHaveBeenCalledWith(
      "phc_test",
      expect.objectContaining({
        api_host: "https://eu.i.posthog.com",
        defaults: "2026-08-30",
      }),
    );
    expect(posthog.capture).toHaveBeenCalledTimes(1);
  });

  it("keeps at most 50 commands waiting for PostHog", async () => {
    const { captureEvent, loadAnalytics } = await freshAnalytics();
    for (let i = 0; i < 51; i++) captureEvent(`event ${i}`);
    loadAnalytics(config);
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled());
    expect(posthog.capture).toHaveBeenCalledTimes(50);
    expect(posthog.capture).toHaveBeenLastCalledWith("event 49", undefined);
  });

  it("identifies a user by id with their name, email and company; resets after a logout", async () => {
    const { identifyUser, loadAnalytics, resetAnalytics } =
      await freshAnalytics();
    loadAnalytics(config);
    identifyUser({
      id: 42,
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@example.com",
      company_name: "Analytical Engines",
      avatar: null,
      create_time: "2024-01-01T00:00:00Z",
    });
    identifyUser({
      id: 7,
      firstname: "",
      lastname: "Hopper",
      email: "grace@example.com",
      company_name: "",
      avatar: null,
      create_time: "2024-01-01T00:00:00Z",
    });
    resetAnalytics();
    await vi.waitFor(() => expect(posthog.reset).toHaveBeenCalledTimes(1));
    expect(posthog.identify.mock.calls).toEqual([
      [
        "42",
        {
          email: "ada@example.com",
          name: "Ada Lovelace",
          company_name: "Analytical Engines",
        },
      ],
      ["7", { email: "grace@example.com", name: "Hopper", company_name: "" }],
    ]);
  });

  it("forgets a user PostHog still remembers only when one is identified", async () => {
    const { loadAnalytics, resetIfIdentified } = await freshAnalytics();
    loadAnalytics(config);
    posthog.get_property.mockReturnValue("anonymous");
    resetIfIdentified();
    await vi.waitFor(() => expect(posthog.get_property).toHaveBeenCalled());
    expect(posthog.get_property).toHaveBeenCalledWith("$user_state");
    expect(posthog.reset).not.toHaveBeenCalled();

    posthog.get_property.mockReturnValue("identified");
    resetIfIdentified();
    await vi.waitFor(() => expect(posthog.reset).toHaveBeenCalledTimes(1));
  });

  it("captures each Core Web Vitals report as a web_vitals event", async () => {
    const { loadAnalytics } = await freshAnalytics();
    loadAnalytics(config);
    await vi.waitFor(() => expect(vitals.onTTFB).toHaveBeenCalled());
    for (const onMetric of [vitals.onCLS, vitals.onINP, vitals.onLCP]) {
      expect(onMetric).toHaveBeenCalledTimes(1);
    }
    const report = vitals.onLCP.mock.calls[0]?.[0] as (metric: Metric) => void;
    report({
      name: "LCP",
      value: 1234.5,
      delta: 1234.5,
      rating: "good",
      id: "v4-1",
      navigationType: "navigate",
      navigationId: 1,
      entries: [],
    });
    await vi.waitFor(() =>
      expect(posthog.capture).toHaveBeenCalledWith("web_vitals", {
        metric: "LCP",
        value: 1234.5,
        delta: 1234.5,
        rating: "good",
        metric_id: "v4-1",
        navigation_type: "navigate",
      }),
    );
  });

  it("warns when PostHog cannot be loaded, and drops the commands", async () => {
    vi.doMock("posthog-js", () => {
      throw new Error("blocked by an extension");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { captureEvent, loadAnalytics } = await freshAnalytics();
    captureEvent("before");
    loadAnalytics(config);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(
      "Product analytics could not be loaded.",
      expect.any(Error),
    );
    captureEvent("after");
    await Promise.resolve();
    expect(posthog.capture).not.toHaveBeenCalled();
  });
});
