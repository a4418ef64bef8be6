import { describe, expect, it, vi } from "vitest";
import { captureBoundaryError, initSentry } from "./sentry-browser.client";

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureRemixErrorBoundaryError: vi.fn(),
}));
vi.mock("@sentry/remix", () => sentry);

describe("Sentry in the browser", () => {
  it("starts without personal data, scrubbing every event before it is sent", () => {
    initSentry("https://key@sentry.example.com/1");
    expect(sentry.init).toHaveBeenCalledWith({
      dsn: "https://key@sentry.example.com/1",
      sendDefaultPii: false,
      beforeSend: expect.any(Function),
    });
    const [{ beforeSend }] = sentry.init.mock.calls[0] as [
      { beforeSend: (event: object) => object },
    ];
    expect(
      beforeSend({
        request: { url: "https://www.example.com/go?t=and0IHNlY3JldC10b2tlbg" },
      }),
    ).toEqual({
      request: { url: "https://www.example.com/go?t=[Filtered]" },
    });
  });

  it("captures what the error boundary shows, but not answers (404s) nor the server's stand-in", () => {
    const crash = new TypeError("x is undefined");
    captureBoundaryError(crash);
    captureBoundaryError({
      status: 404,
      statusText: "Not Found",
      internal: false,
      data: "Page not found: /x",
    });
    captureBoundaryError(new Error("Unexpected Server Error"));
    captureBoundaryError("a thrown string");
    expect(sentry.captureRemixErrorBoundaryError.mock.calls).toEqual([
      [crash],
      ["a thrown string"],
    ]);
  });
});
