// @vitest-environment happy-dom
import { act, startTransition, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleMoments } from "../../tests/idle-moments";
import { reactTestRoots, serverHtml } from "../../tests/react-act";
import { markHydrated } from "./hydration";
import { hydrateWhenIdle, IdleBoundary } from "./idle-hydration";

const unmountedAfterTest = reactTestRoots();
const roots: Root[] = [];

afterEach(() => {
  // Unmounted while the stubbed idle callbacks are there.
  act(() => roots.forEach((root) => root.unmount()));
  roots.length = 0;
  vi.unstubAllGlobals();
});

function Icon({ label }: { label: string }) {
  return <i>icon {label}</i>;
}

/** The browser's version of the icon: its chunk arrives once asked for. */
function browserIcon() {
  const load = vi.fn(async () => Icon);
  const LazyIcon = hydrateWhenIdle(null, load);
  const page = (
    <Suspense fallback={<p>fallback</p>}>
      <LazyIcon label="pricing" />
    </Suspense>
  );
  return { load, page };
}

const mounted = (root: Root) => {
  roots.push(root);
  return unmountedAfterTest(root);
};

describe("hydrateWhenIdle", () => {
  it("on the server, is the component itself", () => {
    expect(hydrateWhenIdle(Icon, async () => Icon)).toBe(Icon);
  });

  it("while the page hydrates, keeps the server's HTML and asks for the chunk at an idle moment", async () => {
    const moments = idleMoments();
    const { load, page } = browserIcon();
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverHtml(
      <Suspense fallback={<p>fallback</p>}>
        <Icon label="pricing" />
      </Suspense>,
    );

    await act(async () => {
      mounted(hydrateRoot(container, page));
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe("icon pricing");

    await act(async () => moments.runNext());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("icon pricing");
  });

  it("inside an IdleBoundary while the page hydrates, keeps the server's HTML until an idle moment and lets the rest hydrate", async () => {
    const moments = idleMoments();
    const load = vi.fn(async () => Icon);
    const LazyIcon = hydrateWhenIdle(null, load);
    const hydrated = vi.fn();
    function Rest() {
      useEffect(hydrated, []);
      return <b>rest</b>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverHtml(
      <>
        <Rest />
        <Suspense fallback={null}>
          <Icon label="pricing" />
        </Suspense>
      </>,
    );
    await act(async () => {
      mounted(
        hydrateRoot(
          container,
          <>
            <Rest />
            <IdleBoundary>
              <LazyIcon label="pricing" />
            </IdleBoundary>
          </>,
        ),
      );
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe("resticon pricing");
    // Without a boundary of its own the part would hold the whole page's hydration back.
    expect(hydrated).toHaveBeenCalledTimes(1);
    await act(async () => moments.runNext());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("resticon pricing");
  });

  it("after the page hydrated (a page reached by a navigation), asks for it at once", async () => {
    const moments = idleMoments();
    markHydrated();
    const { load, page } = browserIcon();
    const container = document.body.appendChild(document.createElement("div"));
    await act(async () => {
      mounted(createRoot(container)).render(page);
    });
    expect(moments.pending).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe("<i>icon pricing</i>");
  });

  it("defined after the page hydrated (a route's module loaded for a navigation), asks for its chunk before any render", () => {
    markHydrated();
    const load = vi.fn(async () => Icon);
    hydrateWhenIdle(null, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("when its chunk arrived before the page's first render, renders at once: no fallback", async () => {
    markHydrated();
    const { load, page } = browserIcon();
    // The chunk, asked for as the module was evaluated, arrives with the navigation's data.
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    const container = document.body.appendChild(document.createElement("div"));
    act(() => {
      mounted(createRoot(container)).render(page);
    });
    expect(container.innerHTML).toBe("<i>icon pricing</i>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("inside an IdleBoundary mounted by a navigation, keeps the previous page until the chunk arrives", async () => {
    markHydrated();
    let arrive: (component: typeof Icon) => void = () => {};
    const load = vi.fn(
      () => new Promise<typeof Icon>((resolve) => (arrive = resolve)),
    );
    const LazyIcon = hydrateWhenIdle(null, load);
    const container = document.body.appendChild(document.createElement("div"));
    const root = mounted(createRoot(container));
    act(() => root.render(<p>previous page</p>));
    await act(async () => {
      startTransition(() =>
        root.render(
          <IdleBoundary>
            <LazyIcon label="pricing" />
          </IdleBoundary>,
        ),
      );
    });
    expect(container.innerHTML).toBe("<p>previous page</p>");
    await act(async () => arrive(Icon));
    expect(container.innerHTML).toBe("<i>icon pricing</i>");
  });
});
