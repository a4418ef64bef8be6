// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, test, vi } from "vitest";
import { idleMoments } from "../../../tests/idle-moments";
import { reactTestRoots } from "../../../tests/react-act";

const unmountedAfterTest = reactTestRoots();

test("a component learns when the browser's number check has arrived", async () => {
  vi.resetModules();
  vi.stubEnv("SSR", false);
  const moments = idleMoments();
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
  // Watching is not asking: the phone field asks for the metadata, not whoever reads the state.
  expect(moments.pending).toBe(0);

  await act(() => loadPhoneValidator());
  expect(container.textContent).toBe("checked");
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
