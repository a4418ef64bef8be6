// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { reactTestRoots } from "../../tests/react-act";

const unmountedAfterTest = reactTestRoots();

const pages: RouteObject[] = [
  {
    index: true,
    element: (
      <main id="main" tabIndex={-1}>
        <h1>Home</h1>
        <p id="intro">Intro</p>
      </main>
    ),
  },
  {
    path: "pricing",
    element: (
      <main id="main" tabIndex={-1}>
        <h1>Pricing</h1>
        <section id="plans">Plans</section>
        <section id="café">Coffee plan</section>
        <button id="billing" type="button" tabIndex={0}>
          Billing switch
        </button>
      </main>
    ),
  },
  {
    path: "about",
    element: (
      <main id="main" tabIndex={-1}>
        <p>No heading here</p>
      </main>
    ),
  },
];

/**
 * The app at `path`, its root using the hook as app/root.tsx does. The module is fresh: it
 * remembers the location it showed last, which a new document starts without.
 */
async function appAt(path: string) {
  vi.resetModules();
  const { useFocusOnNavigation } = await import("./navigation-focus");
  function Root() {
    useFocusOnNavigation();
    return <Outlet />;
  }
  const router = createMemoryRouter(
    [{ path: "/", element: <Root />, children: pages }],
    { initialEntries: [path] },
  );
  const container = document.body.appendChild(document.createElement("div"));
  act(() => {
    unmountedAfterTest(createRoot(container)).render(
      // As Remix renders it: state updates in transitions (React Router's v7 behaviour).
      <RouterProvider router={router} future={{ v7_startTransition: true }} />,
    );
  });
  const focused = () => {
    const element = document.activeElement;
    return element === document.body
      ? "body"
      : element?.id || element?.textContent;
  };
  return {
    /** Navigates to each path in turn; says what had focus (its id or text) after each. */
    focusAfter: async (...paths: string[]) => {
      const seen: Array<string | null | undefined> = [];
      for (const path of paths) {
        await act(() => router.navigate(path));
        seen.push(focused());
      }
      return seen;
    },
    focused,
  };
}

describe("focus after a navigation", () => {
  it("goes to the new page's main heading, made focusable without a ring and without scrolling, but not on the first load", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const app = await appAt("/");
    expect(app.focused()).toBe("body");
    expect(focus).not.toHaveBeenCalled();

    expect(await app.focusAfter("/pricing")).toEqual(["Pricing"]);
    const heading = document.querySelector("h1")!;
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(heading.getAttribute("data-navigation-focus")).toBe("");
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
  });

  it("goes to <main> on a page without a heading", async () => {
    const app = await appAt("/");
    expect(await app.focusAfter("/about")).toEqual(["main"]);
    expect(
      document.querySelector("main")!.hasAttribute("data-navigation-focus"),
    ).toBe(false);
  });

  it("goes to the element a fragment names (decoded), keeping a control's own tabindex", async () => {
    const app = await appAt("/");
    expect(
      await app.focusAfter("/pricing#caf%C3%A9", "/#intro", "/pricing#billing"),
    ).toEqual(["café", "intro", "billing"]);
    const control = document.getElementById("billing")!;
    expect(control.getAttribute("tabindex")).toBe("0");
    expect(control.hasAttribute("data-navigation-focus")).toBe(false);
  });

  it("on the same page, moves only for a new fragment", async () => {
    const app = await appAt("/pricing");
    expect(
      await app.focusAfter(
        "/pricing?billing=yearly",
        "/pricing?billing=yearly#plans",
      ),
    ).toEqual(["body", "plans"]);
    (document.activeElement as HTMLElement).blur();
    expect(
      await app.focusAfter("/pricing?billing=monthly#plans", "/pricing"),
    ).toEqual(["body", "body"]);
  });

  it("leaves focus to a dialog the new page opens with", async () => {
    const app = await appAt("/");
    expect(
      await app.focusAfter("/pricing?contact=1", "/about?auth=login"),
    ).toEqual(["body", "body"]);
  });

  it("leaves focus alone when the fragment names nothing or is not valid percent-encoding", async () => {
    const app = await appAt("/");
    expect(await app.focusAfter("/pricing#nowhere", "/#%E0%A4%A")).toEqual([
      "body",
      "body",
    ]);
  });
});
