import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isUpdateBeforeHydration,
  reportRecoverableError,
} from "./recoverable-error.client";

// How React 18.3 words error 421 in its production build and in its development build.
const PRODUCTION_421 =
  "Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";
const DEVELOPMENT_421 =
  "This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering. The usual way to fix this is to wrap the original update in startTransition.";
// A hydration mismatch: a real bug, which must still be reported.
const PRODUCTION_418 =
  "Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";

describe("isUpdateBeforeHydration", () => {
  it("knows error 421 in both of React's builds", () => {
    expect(isUpdateBeforeHydration(new Error(PRODUCTION_421))).toBe(true);
    expect(isUpdateBeforeHydration(new Error(DEVELOPMENT_421))).toBe(true);
  });

  it("knows no other error, nor an error number that only begins with 421", () => {
    expect(isUpdateBeforeHydration(new Error(PRODUCTION_418))).toBe(false);
    expect(
      isUpdateBeforeHydration(new Error("Minified React error #4210")),
    ).toBe(false);
    expect(isUpdateBeforeHydration(PRODUCTION_421)).toBe(false);
    expect(isUpdateBeforeHydration(undefined)).toBe(false);
  });
});

describe("reportRecoverableError", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("drops error 421 without a word", () => {
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    reportRecoverableError(new Error(PRODUCTION_421));
    reportRecoverableError(new Error(DEVELOPMENT_421));
    expect(reportError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reports any other recoverable error as uncaught, as React's default does", () => {
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const mismatch = new Error(PRODUCTION_418);
    reportRecoverableError(mismatch);
    expect(reportError).toHaveBeenCalledExactlyOnceWith(mismatch);
  });

  it("logs it where the browser has no reportError", () => {
    vi.stubGlobal("reportError", undefined);
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const mismatch = new Error(PRODUCTION_418);
    reportRecoverableError(mismatch);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(mismatch);
  });
});
