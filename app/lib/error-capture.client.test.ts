import { beforeEach, describe, expect, it, vi } from "vitest";

const sentry = vi.hoisted(() => ({
  initSentry: vi.fn(),
  captureBoundaryError: vi.fn(),
}));

// The module keeps its state (loaded or not, errors waiting) for the page's life: a fresh one each.
async function freshErrorCapture() {
  vi.resetModules();
  return import("./error-capture.client");
}

describe("error capture in the browser", () => {
  beforeEach(() => {
    vi.doMock("./sentry-browser.client", () => sentry);
  });

  it("keeps the first ten errors shown before Sentry loads, and sends them once it has", async () => {
    const { loadErrorCapture, reportBoundaryError } = await freshErrorCapture();
    const errors = Array.from({ length: 11 }, (_, i) => new Error(`e${i}`));
    for (const error of errors) reportBoundaryError(error);
    expect(sentry.captureBoundaryError).not.toHaveBeenCalled();

    loadErrorCapture("https://key@sentry.example.com/1");
    await vi.waitFor(() =>
      expect(sentry.captureBoundaryError).toHaveBeenCalledTimes(10),
    );
    expect(sentry.initSentry).toHaveBeenCalledWith(
      "https://key@sentry.example.com/1",
    );
    expect(sentry.captureBoundaryError.mock.calls).toEqual(
      errors.slice(0, 10).map((error) => [error]),
    );

    // Loaded: an error goes straight to Sentry, and a second load changes nothing.
    loadErrorCapture("https://other@sentry.example.com/2");
    const late = new Error("late");
    reportBoundaryError(late);
    await vi.waitFor(() =>
      expect(sentry.captureBoundaryError).toHaveBeenLastCalledWith(late),
    );
    expect(sentry.initSentry).toHaveBeenCalledTimes(1);
  });

  it("warns once when Sentry cannot be loaded, and drops the errors from then on", async () => {
    vi.doMock("./sentry-browser.client", () => {
      throw new Error("chunk failed");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { loadErrorCapture, reportBoundaryError } = await freshErrorCapture();
    loadErrorCapture("https://key@sentry.example.com/1");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(
      "Error capture could not be loaded.",
      expect.any(Error),
    );
    reportBoundaryError(new Error("after"));
    await Promise.resolve();
    expect(sentry.captureBoundaryError).not.toHaveBeenCalled();
  });
});
