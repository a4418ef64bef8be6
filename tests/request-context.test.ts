import { describe, expect, it } from "vitest";
import {
  currentRequestContext,
  markRequestPersonal,
  runWithRequestContext,
} from "~/lib/request-context.server";

describe("the request context", () => {
  it("starts each request impersonal, until something marks it personal", async () => {
    expect(currentRequestContext()).toBeUndefined();
    await runWithRequestContext(async () => {
      expect(currentRequestContext()).toEqual({ personal: false });
      await Promise.resolve();
      markRequestPersonal();
      expect(currentRequestContext()).toEqual({ personal: true });
    });
    runWithRequestContext(() =>
      expect(currentRequestContext()).toEqual({ personal: false }),
    );
    // Outside a request, marking is a no-op rather than an error.
    expect(() => markRequestPersonal()).not.toThrow();
  });
});
