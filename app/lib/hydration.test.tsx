// @vitest-environment happy-dom
import { act, Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import {
  reactTestRoots,
  withoutActEnvironment,
  serverHtml,
} from "../../tests/react-act";
import { hasHydrated, markHydrated, useHydrated } from "./hydration";

const unmountedAfterTest = reactTestRoots();

function Flag({ whenHydrated }: { whenHydrated?: () => string }) {
  const hydrated = useHydrated();
  return <p>{hydrated ? (whenHydrated?.() ?? "hydrated") : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, then true", async () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml(<Flag />);
    expect(container.textContent).toBe("server");
    document.body.append(container);

    await act(async () => {
      unmountedAfterTest(hydrateRoot(container, <Flag />));
    });
    expect(container.textContent).toBe("hydrated");
  });

  it("is true before the first paint when mounted after the page hydrated", () => {
    markHydrated();
    const container = document.body.appendChild(document.createElement("div"));
    const root = unmountedAfterTest(createRoot(container));
    // flushSync returns once the render and what its layout effects set are committed, which
    // the browser does before it paints; a transition would still be waiting.
    withoutActEnvironment(() => flushSync(() => root.render(<Flag />)));
    expect(container.textContent).toBe("hydrated");
  });

  it("starts false in a part of the page hydrated after the rest, as the server rendered it", async () => {
    function Marked() {
      return <p data-hydrated={useHydrated() ? "" : undefined}>dialog</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = serverHtml(<Marked />);
    document.body.append(container);
    markHydrated();
    await act(async () => {
      unmountedAfterTest(hydrateRoot(container, <Marked />));
    });
    // Had its first render said true, React 18 would have kept the server's attributes (it
    // does not patch them) and never set the mark.
    expect(container.querySelector("p")?.hasAttribute("data-hydrated")).toBe(
      true,
    );
  });

  it("switches in a transition: a hydrated branch that suspends keeps the server's", async () => {
    let text: string | undefined;
    let ready: () => void = () => undefined;
    const textArrived = new Promise<void>((resolve) => (ready = resolve));
    // React 18 suspends on a thrown promise.
    const suspendUntilReady = () => {
      if (text === undefined) throw textArrived;
      return text;
    };
    const page = (
      <Suspense fallback={<p>fallback</p>}>
        <Flag whenHydrated={suspendUntilReady} />
      </Suspense>
    );
    const container = document.createElement("div");
    container.innerHTML = serverHtml(page);
    document.body.append(container);

    await act(async () => {
      unmountedAfterTest(hydrateRoot(container, page));
    });
    // A synchronous re-render would have shown the boundary's fallback here.
    expect(container.textContent).toBe("server");

    await act(async () => {
      text = "hydrated";
      ready();
    });
    expect(container.textContent).toBe("hydrated");
  });
});

describe("hasHydrated", () => {
  it("is false on the server, which has no document", () => {
    markHydrated();
    expect(hasHydrated()).toBe(true);
    vi.stubGlobal("document", undefined);
    try {
      expect(hasHydrated()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
