import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { closingTagsLast, withoutNulBytes } from "~/lib/document-end.server";

// React 18.3's Node stream renderer fills a 2,048-byte view with text; when a multi-byte
// character doesn't fit at the end, it sends the whole view, unwritten zero bytes included
// (react#27554). app/lib/document-end.server.ts drops them on our side of the stream. Both of
// React's builds are checked, since production runs the minified one.
const require = createRequire(import.meta.url);
type Renderer = {
  renderToPipeableStream: (
    element: ReactElement,
    options: { onAllReady: () => void; onShellError: (error: unknown) => void },
  ) => { pipe: (destination: Writable) => void };
};
// By file: the package's exports map hides its builds.
const reactDom = path.dirname(require.resolve("react-dom/package.json"));
const BUILDS = {
  development: path.join(reactDom, "cjs/react-dom-server.node.development.js"),
  production: path.join(
    reactDom,
    "cjs/react-dom-server.node.production.min.js",
  ),
};

/** The bytes that reach `destination` once the element has rendered into it. */
function render(
  renderer: Renderer,
  element: ReactElement,
  destination: Writable & NodeJS.ReadableStream,
) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    destination.on("data", (chunk: Buffer) => chunks.push(chunk));
    destination.on("end", () => resolve(Buffer.concat(chunks)));
    const stream = renderer.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(destination),
      onShellError: reject,
    });
  });
}

const countNul = (bytes: Buffer) => bytes.filter((byte) => byte === 0).length;

/** Country names with two- and three-byte characters, at every offset against the 2 KB view. */
function countryList() {
  const names = ["Côte d’Ivoire", "Curaçao", "Réunion", "São Tomé", "Åland"];
  return createElement(
    "ul",
    null,
    Array.from({ length: 3000 }, (_, index) =>
      createElement(
        "li",
        { key: index },
        `${"x".repeat(index % 7)}${names[index % names.length]}`,
      ),
    ),
  );
}

describe("the rendered document's bytes", () => {
  for (const [build, file] of Object.entries(BUILDS)) {
    it(`React's own output still holds NUL bytes at view boundaries (${build}; when this fails, React is fixed and the workaround can go)`, async () => {
      const renderer = require(file) as Renderer;
      const raw = await render(renderer, countryList(), new PassThrough());
      expect(countNul(raw)).toBeGreaterThan(0);
    });

    it(`reach the response without a NUL byte and with every character whole (${build})`, async () => {
      const renderer = require(file) as Renderer;
      const html = await render(renderer, countryList(), closingTagsLast());
      expect(countNul(html)).toBe(0);
      const text = html.toString("utf8");
      expect(text).not.toContain("\uFFFD");
      expect(text.split("Côte d’Ivoire").length - 1).toBe(600);
      expect(text.split("São Tomé").length - 1).toBe(600);
      expect(text.endsWith("</li></ul>")).toBe(true);
    });
  }
});

describe("withoutNulBytes", () => {
  it("drops each NUL byte, wherever it is, and keeps every other byte", () => {
    const bytes = Buffer.from([0, 0x43, 0xc3, 0xb4, 0, 0, 0x74, 0]);
    expect([...withoutNulBytes(bytes)]).toEqual([0x43, 0xc3, 0xb4, 0x74]);
  });

  it("hands back the same buffer when there is no NUL byte", () => {
    const bytes = Buffer.from("Curaçao");
    expect(withoutNulBytes(bytes)).toBe(bytes);
  });
});
