// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageNonce, whenIdle } from "./idle.client";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("whenIdle", () => {
  it("asks the browser for an idle moment, at the latest after 4 s unless told otherwise", () => {
    const requestIdleCallback = vi.fn((_callback: () => void) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const callback = () => undefined;

    whenIdle(callback);
    const cancel = whenIdle(callback, 500);
    expect(requestIdleCallback.mock.calls).toEqual([
      [callback, { timeout: 4_000 }],
      [callback, { timeout: 500 }],
    ]);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without idle callbacks (Safari), runs the callback on the next task unless cancelled", () => {
    // happy-dom has no idle callbacks either.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const ran: string[] = [];
    whenIdle(() => ran.push("first"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["first"]);
  });
});

describe("pageNonce", () => {
  it("reads the nonce of the page's scripts from the property (browsers hide the attribute)", () => {
    const script = document.createElement("script");
    script.setAttribute("nonce", "");
    script.nonce = "r4nd0m";
    document.head.append(script);
    expect(pageNonce()).toBe("r4nd0m");
  });

  it("is empty on a page without one", () => {
    expect(pageNonce()).toBe("");
  });
});
