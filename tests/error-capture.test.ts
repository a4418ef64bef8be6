import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { shouldCaptureServerError } from "~/lib/error-capture.server";

const request = (aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return new Request("http://localhost/x", { signal: controller.signal });
};

describe("server error capture", () => {
  it("captures errors of loaders, actions and rendering", () => {
    expect(shouldCaptureServerError(new Error("boom"), request())).toBe(true);
    expect(
      shouldCaptureServerError(new Response(null, { status: 502 }), request()),
    ).toBe(true);
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
    expect(shouldCaptureServerError(new Error("boom"), request(true))).toBe(
      false,
    );
  });
});
