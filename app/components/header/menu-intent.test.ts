import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMenuIntent } from "./menu-intent";

function setUp(initiallyOpen = "") {
  let open = initiallyOpen;
  const intent = createMenuIntent(initiallyOpen, (group) => (open = group));
  return { intent, open: () => open };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a mouse or pen over a trigger", () => {
  it("opens its menu once it has rested there 100 ms", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(99);
    expect(open()).toBe("");
    vi.advanceTimersByTime(1);
    expect(open()).toBe("Customer");
  });

  it("counts a tremor of up to 6 px as resting, a longer move as not", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(60);
    intent.pointerMove("Customer", 404, 34);
    vi.advanceTimersByTime(40);
    expect(open()).toBe("Customer");

    const moving = setUp();
    moving.intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(60);
    moving.intent.pointerMove("Customer", 410, 30);
    vi.advanceTimersByTime(60);
    expect(moving.open()).toBe("");
    vi.advanceTimersByTime(40);
    expect(moving.open()).toBe("Customer");
  });

  it("opens nothing when it passes over the trigger without resting", () => {
    const { intent, open } = setUp();
    for (let x = 380; x <= 460; x += 20) {
      intent.pointerMove("Customer", x, 30);
      vi.advanceTimersByTime(16);
    }
    intent.pointerLeave("Customer");
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("");
  });

  it("closes the menu 100 ms after leaving trigger and panel", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(100);
    intent.pointerLeave("Customer");
    vi.advanceTimersByTime(99);
    expect(open()).toBe("Customer");
    vi.advanceTimersByTime(1);
    expect(open()).toBe("");
  });

  it("keeps the menu on a path that clips the next trigger on its way into the panel", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Modules", 300, 30);
    vi.advanceTimersByTime(100);
    intent.pointerLeave("Modules");
    vi.advanceTimersByTime(30);
    intent.pointerMove("Customer", 380, 45);
    vi.advanceTimersByTime(30);
    intent.pointerLeave("Customer");
    vi.advanceTimersByTime(30);
    intent.pointerMove("Modules", 390, 70);
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("Modules");
  });

  it("moves to another trigger's menu once it rests on that trigger", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Modules", 300, 30);
    vi.advanceTimersByTime(100);
    intent.pointerLeave("Modules");
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(99);
    expect(open()).toBe("Modules");
    vi.advanceTimersByTime(1);
    expect(open()).toBe("Customer");
  });
});

describe("a press on a trigger", () => {
  it("keeps a menu the pointer opened open, and closes it at the next press", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(100);
    intent.press("Customer");
    expect(open()).toBe("Customer");
    // Pressed, it no longer follows the pointer away.
    intent.pointerLeave("Customer");
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("Customer");
    intent.pointerMove("Customer", 400, 30);
    intent.press("Customer");
    expect(open()).toBe("");
  });

  it("opens a closed menu at once, even before the pointer has rested", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Customer", 400, 30);
    intent.press("Customer");
    expect(open()).toBe("Customer");
    intent.press("Customer");
    expect(open()).toBe("");
    // The resting pointer does not reopen what two quick presses closed.
    intent.pointerMove("Customer", 402, 31);
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("");
  });

  it("leaves a menu closed under the pointer shut until the pointer has left", () => {
    const { intent, open } = setUp("Customer");
    intent.pointerMove("Customer", 400, 30);
    intent.press("Customer");
    intent.pointerMove("Customer", 440, 30);
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("");
    intent.pointerLeave("Customer");
    intent.pointerMove("Customer", 400, 30);
    vi.advanceTimersByTime(100);
    expect(open()).toBe("Customer");
  });
});

describe("other ways a menu closes", () => {
  it("after an item click, hides 100 ms later even while the pointer moves in the panel", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Resources", 600, 30);
    vi.advanceTimersByTime(100);
    intent.pointerMove("Resources", 600, 120);
    intent.itemChosen();
    vi.advanceTimersByTime(50);
    intent.pointerMove("Resources", 620, 130);
    vi.advanceTimersByTime(50);
    expect(open()).toBe("");
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("");
  });

  it("dismissed (Escape) under the pointer, stays closed until the pointer leaves", () => {
    const { intent, open } = setUp();
    intent.pointerMove("Modules", 300, 30);
    vi.advanceTimersByTime(100);
    intent.dismissed();
    intent.pointerMove("Modules", 320, 30);
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("");
  });

  it("opened from the keyboard, ignores a pointer passing by elsewhere", () => {
    const { intent, open } = setUp();
    intent.openFromKey("Modules");
    intent.pointerMove("Customer", 400, 30);
    intent.pointerLeave("Customer");
    vi.advanceTimersByTime(1_000);
    expect(open()).toBe("Modules");
  });
});

it("a pointer resting on a trigger before the menu loaded opens it 100 ms after", () => {
  const { intent, open } = setUp();
  intent.pointerRestingOn("Resources");
  vi.advanceTimersByTime(99);
  expect(open()).toBe("");
  vi.advanceTimersByTime(1);
  expect(open()).toBe("Resources");
});
