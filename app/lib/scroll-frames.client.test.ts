// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onScrollFrames } from "./scroll-frames.client";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A requestAnimationFrame that runs its frames when the test says so. */
function stubFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    next += 1;
    pending.set(next, callback);
    return next;
  });
  const cancelAnimationFrame = vi.fn((id: number) => pending.delete(id));
  vi.stubGlobal("cancelAnimationFrame", cancelAnimationFrame);
  return {
    cancelAnimationFrame,
    pendingCount: () => pending.size,
    runFrame: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback(0);
    },
  };
}

const scroll = () => window.dispatchEvent(new Event("scroll"));

describe("onScrollFrames", () => {
  it("updates at once, then once per frame however many scroll events the frame had", () => {
    const frames = stubFrames();
    const listen = vi.spyOn(window, "addEventListener");
    const update = vi.fn();
    const stop = onScrollFrames(update);
    expect(update).toHaveBeenCalledTimes(1);
    // Passive: the page never waits for this listener to scroll.
    expect(listen).toHaveBeenCalledWith("scroll", expect.any(Function), {
      passive: true,
    });

    scroll();
    scroll();
    scroll();
    expect(frames.pendingCount()).toBe(1);
    expect(update).toHaveBeenCalledTimes(1);
    frames.runFrame();
    expect(update).toHaveBeenCalledTimes(2);

    scroll();
    frames.runFrame();
    expect(update).toHaveBeenCalledTimes(3);
    stop();
  });

  it("stops listening and cancels a frame still to come", () => {
    const frames = stubFrames();
    const update = vi.fn();
    const stop = onScrollFrames(update);
    scroll();
    stop();
    expect(frames.cancelAnimationFrame).toHaveBeenCalledWith(1);
    scroll();
    frames.runFrame();
    expect(frames.pendingCount()).toBe(0);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("cancels nothing when no frame is waiting", () => {
    const frames = stubFrames();
    const stop = onScrollFrames(vi.fn());
    stop();
    expect(frames.cancelAnimationFrame).not.toHaveBeenCalled();
  });
});
