// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, test, vi } from "vitest";
import { reactTestRoots } from "../../../tests/react-act";

const unmountedAfterTest = reactTestRoots();

test("a component learns when the browser's number check has arrived", async () => {
  vi.resetModules();
  vi.stubEnv("SSR", false);
  const { markHydrated } = await import("../hydration");
  const { loadPhoneValidator, usePhoneCheckLoaded } = await import("./number");
  markHydrated();
  function Status() {
    return <p>{usePhoneCheckLoaded() ? "checked" : "shape only"}</p>;
  }
  const container = document.body.appendChild(document.createElement("div"));
  act(() => {
    const root = createRoot(container);
    unmountedAfterTest(root);
    root.render(<Status />);
  });
  expect(container.textContent).toBe("shape only");

  await act(() => loadPhoneValidator());
  expect(container.textContent).toBe("checked");
  vi.unstubAllEnvs();
});
