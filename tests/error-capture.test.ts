import { data } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { shouldCaptureServerError } from "~/lib/error-capture.server";
import { captureLogs } from "./log-capture";

const request = (aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return new Request("http://localhost/x", { signal: controller.signal });
};

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  sentryHandleError: vi.fn(),
}));

// The module starts Sentry once per process: a fresh one for each test that starts it.
async function freshErrorCapture() {
  vi.resetModules();
  vi.doMock("@sentry/remix", () => sentry);
  return import("~/lib/error-capture.server");
}

describe("server error capture", () => {
  it("captures errors of loaders, actions and rendering", () => {
    expect(shouldCaptureServerError(new Error("boom"), request())).toBe(true);
    expect(
      shouldCaptureServerError(new Response(null, { status: 502 }), request()),
    ).toBe(true);
    expect(
      shouldCaptureServerError(new Response(null, { status: 500 }), request()),
    ).toBe(true);
    expect(
      shouldCaptureServerError(data("Down", { status: 503 }), request()),
    ).toBe(true);
    // Anything may be thrown; what has no status of its own is an error.
    expect(shouldCaptureServerError("a thrown string", request())).toBe(true);
    expect(shouldCaptureServerError(null, request())).toBe(true);
    expect(shouldCaptureServerError(data("no status"), request())).toBe(true);
  });

  it("leaves out 404s and other 4xx answers, and abandoned requests", () => {
    expect(
      shouldCaptureServerError(new Response(null, { status: 404 }), request()),
    ).toBe(false);
    expect(
      shouldCaptureServerError(
        data("Page not found: /x", { status: 404 }),
        request(),
      ),
    ).toBe(false);
    expect(
      shouldCaptureServerError(data("Too many", { status: 499 }), request()),
    ).toBe(false);
    expect(shouldCaptureServerError(new Error("boom"), request(true))).toBe(
      false,
    );
  });

  it("loads nothing without SENTRY_DSN", async () => {
    vi.stubEnv("SENTRY_DSN", "");
    const { captureServerError, startServerErrorCapture } =
      await freshErrorCapture();
    await expect(startServerErrorCapture()).resolves.toBeNull();
    captureServerError(new Error("boom"), request());
    await new Promise((resolve) => setImmediate(resolve));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.sentryHandleError).not.toHaveBeenCalled();
  });

  it("starts Sentry once with SENTRY_DSN, without personal data, scrubbing events, and hands it server errors only", async () => {
    vi.stubEnv("SENTRY_DSN", "https://key@sentry.example.com/1");
    const { captureServerError, startServerErrorCapture } =
      await freshErrorCapture();
    const started = await startServerErrorCapture();
    expect(started?.init).toBe(sentry.init);
    await startServerErrorCapture();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith({
      dsn: "https://key@sentry.example.com/1",
      sendDefaultPii: false,
      environment: "test",
      beforeSend: expect.any(Function),
    });
    const [{ beforeSend }] = sentry.init.mock.calls[0] as [
      { beforeSend: (event: object) => object },
    ];
    expect(
      beforeSend({ request: { headers: { Cookie: "aden_session=s" } } }),
    ).toEqual({ request: { headers: { Cookie: "[Filtered]" } } });

    const error = new Error("loader failed");
    const failing = request();
    captureServerError(new Response(null, { status: 404 }), request());
    captureServerError(error, failing);
    await vi.waitFor(() => expect(sentry.sentryHandleError).toHaveBeenCalled());
    await new Promise((resolve) => setImmediate(resolve));
    expect(sentry.sentryHandleError.mock.calls).toEqual([
      [error, { request: failing, params: {}, context: { cspNonce: "" } }],
    ]);
  });

  it("logs, and captures nothing, when Sentry cannot be loaded", async () => {
    const { records } = captureLogs();
    vi.resetModules();
    vi.doMock("@sentry/remix", () => {
      throw new Error("missing package");
    });
    vi.stubEnv("SENTRY_DSN", "https://key@sentry.example.com/1");
    const { captureServerError, startServerErrorCapture } =
      await import("~/lib/error-capture.server");
    await expect(
      startServerErrorCapture("https://key@sentry.example.com/1"),
    ).resolves.toBeNull();
    expect(records).toMatchObject([
      {
        level: "error",
        msg: "Error capture could not be started",
        err: { message: expect.stringContaining("missing package") },
      },
    ]);
    // An error after that is dropped quietly (an unhandled rejection would fail this test).
    captureServerError(new Error("boom"), request());
    await new Promise((resolve) => setImmediate(resolve));
  });
});
