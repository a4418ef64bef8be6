// @vitest-environment happy-dom
import { act, Suspense, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  reactTestRoots,
  withoutActEnvironment,
  serverHtml,
} from "../../tests/react-act";
import { idleMoments } from "../../tests/idle-moments";
import { deferredModule } from "./deferred-module";
import { markHydrated } from "./hydration";

const unmountedAfterTest = reactTestRoots();

type Rich = { Rich: () => ReactNode };

/** A module whose load the test settles by hand. */
function manualModule() {
  let settle: (module: Rich) => void = () => undefined;
  const module = deferredModule(
    () => new Promise<Rich>((resolve) => (settle = resolve)),
  );
  return { module, arrive: (loaded: Rich) => act(async () => settle(loaded)) };
}

function Swapper({
  module,
}: {
  module: ReturnType<typeof deferredModule<Rich>>;
}) {
  // Asked for only by the test, never at idle.
  const [loaded] = module.useModule(false);
  return loaded ? <loaded.Rich /> : <p>plain</p>;
}

describe("deferredModule", () => {
  it("hydrates with the plain markup, then swaps to the module once it arrives", async () => {
    const { module, arrive } = manualModule();
    const container = document.createElement("div");
    container.innerHTML = serverHtml(<Swapper module={module} />);
    document.body.append(container);
    void module.request();

    act(() => {
      unmountedAfterTest(hydrateRoot(container, <Swapper module={module} />));
    });
    expect(container.textContent).toBe("plain");

    await arrive({ Rich: () => <p>rich</p> });
    expect(container.textContent).toBe("rich");
  });

  it("shows the module before the first paint when mounted after the page hydrated", async () => {
    const { module, arrive } = manualModule();
    const request = module.request();
    await arrive({ Rich: () => <p>rich</p> });
    await request;
    markHydrated();

    const container = document.createElement("div");
    document.body.append(container);
    const root = unmountedAfterTest(createRoot(container));
    // flushSync returns once the render and what its layout effects set are committed, which
    // the browser does before it paints; a transition would still be waiting.
    withoutActEnvironment(() =>
      flushSync(() => root.render(<Swapper module={module} />)),
    );
    expect(container.textContent).toBe("rich");
  });

  it("swaps in a transition: a module that suspends keeps the plain markup, not the fallback", async () => {
    const { module, arrive } = manualModule();
    const container = document.createElement("div");
    document.body.append(container);
    const root = unmountedAfterTest(createRoot(container));
    act(() =>
      root.render(
        <Suspense fallback={<p>fallback</p>}>
          <Swapper module={module} />
        </Suspense>,
      ),
    );
    void module.request();

    // React 18 suspends on a thrown promise.
    let text: string | undefined;
    let ready: () => void = () => undefined;
    const textArrived = new Promise<void>((resolve) => (ready = resolve));
    function Rich() {
      if (text === undefined) throw textArrived;
      return <p>{text}</p>;
    }
    await arrive({ Rich });
    // A synchronous render would have shown the boundary's fallback here.
    expect(container.textContent).toBe("plain");

    await act(async () => {
      text = "rich";
      ready();
    });
    expect(container.textContent).toBe("rich");
  });
});

describe("when deferredModule loads", () => {
  const pages: Root[] = [];
  afterEach(() => {
    // Unmounted while the stubbed idle callbacks are there to cancel.
    act(() => pages.forEach((root) => root.unmount()));
    pages.length = 0;
    vi.unstubAllGlobals();
  });

  /** A page whose component uses the module as the menus do; `wanted` is `useModule`'s argument. */
  function pageWith(wanted?: boolean | (() => boolean)) {
    const load = vi.fn(async () => ({ Rich: () => <p>rich</p> }));
    const module = deferredModule(load);
    let reach: () => void = () => undefined;
    function Menu({ wanted }: { wanted?: boolean | (() => boolean) }) {
      const [loaded, request] = module.useModule(wanted);
      reach = request;
      return loaded ? <loaded.Rich /> : <p>plain</p>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    const root = unmountedAfterTest(createRoot(container));
    pages.push(root);
    act(() => root.render(<Menu wanted={wanted} />));
    return {
      load,
      container,
      reach: () => act(async () => reach()),
      rerender: (next: boolean) =>
        act(() => root.render(<Menu wanted={next} />)),
    };
  }

  it("asks for the module at the first idle moment by default", async () => {
    const moments = idleMoments();
    const page = pageWith();
    expect(page.load).not.toHaveBeenCalled();
    await act(async () => moments.runNext());
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(page.container.textContent).toBe("rich");
  });

  it("waits for the visitor when told not to load at idle, then loads once when reached for", async () => {
    const moments = idleMoments();
    const never = pageWith(false);
    const notInThisBrowser = pageWith(() => false);
    expect(moments.pending).toBe(0);
    await never.reach();
    await never.reach();
    expect(never.load).toHaveBeenCalledTimes(1);
    expect(never.container.textContent).toBe("rich");
    expect(notInThisBrowser.load).not.toHaveBeenCalled();
  });

  it("asks at idle as soon as the module is wanted (a menu shown later)", async () => {
    const moments = idleMoments();
    const askedInBrowser = pageWith(() => true);
    expect(moments.pending).toBe(1);
    await act(async () => moments.runNext());
    expect(askedInBrowser.load).toHaveBeenCalledTimes(1);

    const shownLater = pageWith(false);
    expect(moments.pending).toBe(0);
    shownLater.rerender(true);
    expect(moments.pending).toBe(1);
    await act(async () => moments.runNext());
    expect(shownLater.load).toHaveBeenCalledTimes(1);
  });

  it("asks again when the idle moment comes, and waits for a reach if no longer wanted (a burger hidden by a resize)", async () => {
    const moments = idleMoments();
    let burgerShown = true;
    const page = pageWith(() => burgerShown);
    expect(moments.pending).toBe(1);
    burgerShown = false;
    await act(async () => moments.runNext());
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.textContent).toBe("plain");
    await page.reach();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(page.container.textContent).toBe("rich");
  });

  it("tries a failed load again at the next request", async () => {
    const rich = { Rich: () => <p>rich</p> };
    const load = vi
      .fn<() => Promise<Rich>>()
      .mockRejectedValueOnce(
        new TypeError("Failed to fetch dynamically imported module"),
      )
      .mockResolvedValueOnce(rich);
    const module = deferredModule(load);
    await expect(module.request()).rejects.toThrow(
      "Failed to fetch dynamically imported module",
    );
    expect(module.current()).toBeUndefined();
    await expect(module.request()).resolves.toBe(rich);
    expect(module.current()).toBe(rich);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
