// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reactTestRoots } from "../../tests/react-act";

const unmountedAfterTest = reactTestRoots();

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A field's message as the hook shows it, in a fresh module: the press it follows is the page's,
 * and a new page starts without one.
 */
async function messageShown(initial: string) {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const { useSteadyWhilePressed } = await import("./pointer-press");
  function Message({ text }: { text: string }) {
    return <p>{useSteadyWhilePressed(text)}</p>;
  }
  const container = document.body.appendChild(document.createElement("div"));
  const root = unmountedAfterTest(createRoot(container));
  act(() => root.render(<Message text={initial} />));
  return {
    change: (text: string) => act(() => root.render(<Message text={text} />)),
    shown: () => container.textContent,
    press: (type: string) =>
      act(() => {
        document.dispatchEvent(new Event(type, { bubbles: true }));
      }),
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}

describe("useSteadyWhilePressed", () => {
  it("follows its value at once when nothing is pressed", async () => {
    const field = await messageShown("");
    field.change("Please input your email");
    expect(field.shown()).toBe("Please input your email");
  });

  it("keeps the value of the press's start until the press has clicked, then takes the latest", async () => {
    const field = await messageShown("");
    field.change("Please input your email");
    field.press("pointerdown");
    field.change("");
    expect(field.shown()).toBe("Please input your email");
    field.press("click");
    field.wait(0);
    expect(field.shown()).toBe("");

    field.press("pointerdown");
    field.change("Please input your email");
    expect(field.shown()).toBe("");
    field.press("pointerup");
    field.change("Please input a valid email");
    field.press("click");
    // The click's own handlers (the form's submit) run before the message moves anything.
    expect(field.shown()).toBe("");
    field.wait(0);
    expect(field.shown()).toBe("Please input a valid email");
  });

  it("lets go 500 ms after a release that makes no click, or at once when the press is cancelled", async () => {
    const field = await messageShown("");
    field.press("pointerdown");
    field.change("Please input your email");
    field.press("pointerup");
    field.wait(499);
    expect(field.shown()).toBe("");
    field.wait(1);
    expect(field.shown()).toBe("Please input your email");

    field.press("pointerdown");
    field.change("Please input your password");
    field.press("pointercancel");
    field.wait(0);
    expect(field.shown()).toBe("Please input your password");
  });

  it("a new press keeps holding what the last release would have let go", async () => {
    const field = await messageShown("");
    field.press("pointerdown");
    field.press("pointerup");
    field.change("Please input your email");
    field.press("pointerdown");
    field.wait(500);
    expect(field.shown()).toBe("");
    field.press("click");
    field.wait(0);
    expect(field.shown()).toBe("Please input your email");
  });

  it("listens once for the page, at the document, before any element's own handlers", async () => {
    vi.resetModules();
    const listen = vi.spyOn(document, "addEventListener");
    const { useSteadyWhilePressed } = await import("./pointer-press");
    function Message() {
      return <p>{useSteadyWhilePressed("")}</p>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    act(() =>
      unmountedAfterTest(createRoot(container)).render(
        <>
          <Message />
          <Message />
        </>,
      ),
    );
    const options = { capture: true, passive: true };
    expect(listen.mock.calls.map(([type, , how]) => [type, how])).toEqual([
      ["pointerdown", options],
      ["click", options],
      ["pointercancel", options],
      ["pointerup", options],
    ]);
    listen.mockRestore();
  });

  it("renders its value on the server", async () => {
    vi.resetModules();
    const { useSteadyWhilePressed } = await import("./pointer-press");
    function Message() {
      return <p>{useSteadyWhilePressed("Please input your email")}</p>;
    }
    expect(renderToString(<Message />)).toBe("<p>Please input your email</p>");
  });
});
