import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";

// React 18.3's Node stream renderer fills a 2,048-byte view with text; when a multi-byte
// character doesn't fit at the end, it flushed the whole view, zero bytes included (react#27554,
// react#31134). patches/react-dom+*.patch keeps the chunks as strings and writes them 16 KB at a
// time (issue 15: encoding chunk by chunk cost about an eighth of a page's render), so no
// character is ever cut. Both builds are checked, since production runs the minified one.
const require = createRequire(import.meta.url);
type Renderer = {
  renderToPipeableStream: (
    element: ReactElement,
    options: { onAllReady: () => void; onShellError: (error: unknown) => void },
  ) => { pipe: (destination: NodeJS.WritableStream) => void };
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

/** The rendered bytes, and how many writes the renderer made to get them there. */
function renderWithWrites(renderer: Renderer, element: ReactElement) {
  return new Promise<{ html: Buffer; writes: number }>((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    let writes = 0;
    const write = sink.write.bind(sink) as (...args: unknown[]) => boolean;
    sink.write = ((...args: unknown[]) => {
      writes += 1;
      return write(...args);
    }) as typeof sink.write;
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve({ html: Buffer.concat(chunks), writes }));
    const stream = renderer.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

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

describe("the server renderer's output", () => {
  for (const [build, file] of Object.entries(BUILDS)) {
    it(`has no NUL byte where a multi-byte character meets a chunk boundary (${build})`, async () => {
      const renderer = require(file) as Renderer;
      const { html } = await renderWithWrites(renderer, countryList());
      expect(html.includes(0)).toBe(false);
      // And nothing was lost: every name arrives whole.
      expect(html.toString("utf8").split("Côte d’Ivoire").length - 1).toBe(600);
    });

    it(`writes 16 KB at a time, not a chunk per 2 KB (${build})`, async () => {
      const renderer = require(file) as Renderer;
      const { html, writes } = await renderWithWrites(renderer, countryList());
      expect(html.length).toBeGreaterThan(60_000);
      expect(writes).toBeLessThanOrEqual(Math.ceil(html.length / 16_384));
    });
  }
});
