// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reactTestRoots } from "../../tests/react-act";

const unmountedAfterTest = reactTestRoots();
let dispose: () => void = () => {};

afterEach(() => {
  dispose();
  dispose = () => {};
});

/**
 * The app in a new document at `path`, its root using the hooks as app/root.tsx and a dialog do
 * (the module is fresh: a new document knows none of the entries before it).
 */
async function documentAt(path: string) {
  vi.resetModules();
  const { useCloseDialog, useDialogHistory } = await import("./dialog-history");
  window.history.replaceState(null, "", path);
  let close: () => void = () => {};
  function Root() {
    useDialogHistory();
    close = useCloseDialog();
    return <Outlet />;
  }
  const router = createBrowserRouter([
    { path: "/", element: <Root />, children: [{ path: "*", element: null }] },
  ]);
  dispose = () => router.dispose();
  const container = document.body.appendChild(document.createElement("div"));
  act(() => {
    unmountedAfterTest(createRoot(container)).render(
      <RouterProvider router={router} future={{ v7_startTransition: true }} />,
    );
  });
  /** Where the app is after the dialog closed, and how it got there. */
  const closed = async () => {
    await act(() => close());
    return {
      href: `${router.state.location.pathname}${router.state.location.search}`,
      action: router.state.historyAction,
      index: (window.history.state as { idx?: number } | null)?.idx,
      preventScrollReset: router.state.preventScrollReset,
    };
  };
  return { router, closed };
}

/** A step of the visitor's: a link (a push), a `replace` navigation, or Back (-1). */
type Step = string | number | { replace: string };

/** Opens a new document at `path`, takes the steps, then closes the dialog. */
async function closeAfter(path: string, ...steps: Step[]) {
  const { router, closed } = await documentAt(path);
  for (const step of steps) {
    await act(() =>
      typeof step === "object"
        ? router.navigate(step.replace, { replace: true })
        : typeof step === "number"
          ? router.navigate(step)
          : router.navigate(step),
    );
  }
  return closed();
}

const back = { action: "POP", preventScrollReset: false };
const replaced = { action: "REPLACE", preventScrollReset: true };

describe("closing a dialog (record 045)", () => {
  it("opened in place, it goes back, so the next Back leaves the page", async () => {
    expect(await closeAfter("/pricing", "/pricing?contact=1")).toEqual({
      href: "/pricing",
      index: 0,
      ...back,
    });
    // The dialog's tabs replace its entry: still the dialog opened over the page.
    expect(
      await closeAfter("/pricing", "/pricing?auth=login", {
        replace: "/pricing?auth=signup",
      }),
    ).toEqual({ href: "/pricing", index: 0, ...back });
  });

  it("reached by a link, a reload or another site, it replaces its entry with the page", async () => {
    expect(await closeAfter("/pricing?contact=1")).toEqual({
      href: "/pricing",
      index: 0,
      ...replaced,
    });
    expect(await closeAfter("/pricing", "/about?contact=1")).toEqual({
      href: "/about",
      index: 1,
      ...replaced,
    });
  });

  it("opened over another dialog, or by replacing the page's entry, it replaces its entry", async () => {
    expect(
      await closeAfter("/pricing?auth=login", "/pricing?contact=1"),
    ).toEqual({ href: "/pricing", index: 1, ...replaced });
    expect(
      await closeAfter("/pricing", { replace: "/pricing?contact=1" }),
    ).toEqual({ href: "/pricing", index: 0, ...replaced });
  });

  it("reached again by Back, it still goes back to the page it was opened over", async () => {
    expect(
      await closeAfter(
        "/pricing",
        "/pricing?contact=1",
        "/pricing?contact=1&step=2",
        -1,
      ),
    ).toEqual({ href: "/pricing", index: 0, ...back });
  });

  it("forgets a dialog's entry once a push has dropped it", async () => {
    // The push of /about drops the dialog's entry: entry 1 is /about, then replaced.
    expect(
      await closeAfter("/pricing", "/pricing?contact=1", -1, "/about", {
        replace: "/pricing?contact=1",
      }),
    ).toEqual({ href: "/pricing", index: 1, ...replaced });
  });

  it("forgets a dialog's entry once a push of the same page has overwritten it", async () => {
    // Back from the dialog, then code pushes the page itself (a <Link> there would replace):
    // entry 1 is the page again, and a dialog that later replaces it was not opened over entry 0.
    expect(
      await closeAfter("/pricing", "/pricing?contact=1", -1, "/pricing", {
        replace: "/pricing?contact=1",
      }),
    ).toEqual({ href: "/pricing", index: 1, ...replaced });
  });

  it("counts only a dialog opened over the very page it closes to", async () => {
    // Entry 1 was no dialog (a step without one), or a dialog over another page, when pushed.
    expect(
      await closeAfter("/pricing", "/pricing?step=2", {
        replace: "/pricing?contact=1",
      }),
    ).toEqual({ href: "/pricing", index: 1, ...replaced });
    expect(
      await closeAfter("/pricing", "/about?contact=1", {
        replace: "/pricing?contact=1",
      }),
    ).toEqual({ href: "/pricing", index: 1, ...replaced });
  });

  it("replaces when the entry's state is not the router's (another script replaced it)", async () => {
    for (const state of [null, "dialog", {}]) {
      const { router, closed } = await documentAt("/pricing");
      await act(() => router.navigate("/pricing?contact=1"));
      window.history.replaceState(state, "");
      expect(await closed()).toMatchObject({ href: "/pricing", ...replaced });
      dispose();
    }
  });
});
