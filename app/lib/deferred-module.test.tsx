// @vitest-environment happy-dom
import { act, Suspense, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import {
  reactTestRoots,
  withoutActEnvironment,
  serverHtml,
} from "../../tests/react-act";
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
