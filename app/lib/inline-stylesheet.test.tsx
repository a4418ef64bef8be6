// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  InlineStylesheetProvider,
  useInlineStylesheet,
} from "./inline-stylesheet";

/** Shows what the hook answers, so a render tells it. */
function Probe() {
  return <>{useInlineStylesheet() ?? "(linked)"}</>;
}

const render = (fromServer: string | null) =>
  renderToString(
    <InlineStylesheetProvider value={fromServer}>
      <Probe />
    </InlineStylesheetProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("useInlineStylesheet", () => {
  it("on the server, is the text the server provides, or null to link the file", () => {
    vi.stubGlobal("document", undefined);
    expect(render("body{margin:0}")).toBe("body{margin:0}");
    expect(render(null)).toBe("(linked)");
  });

  it('in the browser, reads the text back from the server\'s <style id="site-css">', () => {
    document.head.innerHTML = '<style id="site-css">body{margin:0}</style>';
    expect(render(null)).toBe("body{margin:0}");
  });

  it("in the browser, is null when the document linked the file instead", () => {
    document.head.innerHTML = "<title>Pricing</title>";
    expect(render("body{margin:0}")).toBe("(linked)");
  });
});
