import type { InputOptions, RenderedChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { clientChunkNames, clientChunks } from "../client-chunks-plugin";

const ENTRY = "/repo/app/entry.client.tsx";
const ROOT = "/repo/app/root.tsx?__remix-build-client-route";
const HOME = "/repo/app/routes/_index.tsx?__remix-build-client-route";
const PRICING = "/repo/app/routes/pricing.tsx?__remix-build-client-route";

/** Runs the plugin's two hooks as Rollup would: the options first, then the build's start. */
function runPlugin(input: InputOptions["input"]) {
  const plugin = clientChunks();
  const options = (
    plugin.options as (options: InputOptions) => InputOptions | null
  )({ input });
  const emitted: unknown[] = [];
  (plugin.buildStart as (this: unknown) => void).call({
    emitFile: (file: unknown) => emitted.push(file),
  });
  return { options, emitted };
}

describe("routes loaded after the root", () => {
  it("keeps the entry and the root as inputs and emits every other route as loaded after the root", () => {
    const { options, emitted } = runPlugin([ENTRY, ROOT, HOME, PRICING]);
    expect(options?.input).toStrictEqual([
      "/repo/app/entry.client.tsx",
      "/repo/app/root.tsx?__remix-build-client-route",
    ]);
    expect(emitted).toStrictEqual([
      {
        type: "chunk",
        id: "/repo/app/routes/_index.tsx?__remix-build-client-route",
        implicitlyLoadedAfterOneOf: [
          "/repo/app/root.tsx?__remix-build-client-route",
        ],
      },
      {
        type: "chunk",
        id: "/repo/app/routes/pricing.tsx?__remix-build-client-route",
        implicitlyLoadedAfterOneOf: [
          "/repo/app/root.tsx?__remix-build-client-route",
        ],
      },
    ]);
  });

  it("leaves the server's build, whose input is one module, alone", () => {
    const { options, emitted } = runPlugin("virtual:remix/server-build");
    expect(options).toBeNull();
    expect(emitted).toStrictEqual([]);
  });

  it("forgets the routes of a browser build when the same instance then builds the server", () => {
    const plugin = clientChunks();
    const options = plugin.options as (options: InputOptions) => unknown;
    const buildStart = plugin.buildStart as (this: unknown) => void;
    options({ input: [ENTRY, ROOT, HOME] });
    options({ input: "virtual:remix/server-build" });
    const emitted: unknown[] = [];
    buildStart.call({ emitFile: (file: unknown) => emitted.push(file) });
    expect(emitted).toStrictEqual([]);
  });

  it("leaves a build without Remix's root route alone", () => {
    const { options, emitted } = runPlugin([
      ENTRY,
      "/repo/app/root.tsx",
      "/repo/app/routes/_index.tsx",
    ]);
    expect(options).toBeNull();
    expect(emitted).toStrictEqual([]);
  });

  it("names the browser's files and leaves the server's build as Vite makes it", () => {
    const config = clientChunks().config as (
      config: object,
      env: { isSsrBuild?: boolean },
    ) => unknown;
    expect(config({}, { isSsrBuild: false })).toStrictEqual({
      build: { rollupOptions: { output: clientChunkNames } },
    });
    expect(config({}, { isSsrBuild: true })).toBeNull();
  });

  it("applies to builds only, not to the development server", () => {
    expect(clientChunks().apply).toBe("build");
  });
});

describe("the browser build's file names", () => {
  const manualChunks = clientChunkNames.manualChunks as (
    id: string,
  ) => string | undefined;
  const chunkFileNames = clientChunkNames.chunkFileNames as (
    chunk: Pick<RenderedChunk, "moduleIds">,
  ) => string;

  it("groups React, React DOM, React Router and Remix as the framework", () => {
    for (const id of [
      "/repo/node_modules/react/cjs/react.production.min.js",
      "/repo/node_modules/react-dom/client.js",
      "/repo/node_modules/scheduler/index.js",
      "/repo/node_modules/react-router/dist/index.js",
      "/repo/node_modules/react-router-dom/dist/index.js",
      "/repo/node_modules/@remix-run/react/dist/esm/index.js",
      "/repo/node_modules/@remix-run/router/dist/router.js",
      "/repo/node_modules/turbo-stream/dist/turbo-stream.mjs",
    ])
      expect(manualChunks(id), id).toBe("framework");
  });

  it("leaves libraries loaded on demand, and the app's own modules, where Rollup puts them", () => {
    for (const id of [
      "/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs",
      "/repo/node_modules/react-toastify/dist/index.mjs",
      "/repo/node_modules/posthog-js/dist/module.js",
      "/repo/app/components/ui/toasts.tsx",
      "/repo/app/lib/react-helpers.ts",
    ])
      expect(manualChunks(id), id).toBeUndefined();
  });

  it("names the chunk holding the root route's code after the root", () => {
    expect(
      chunkFileNames({
        moduleIds: ["/repo/app/lib/cx.ts", "/repo/app/root.tsx"],
      }),
    ).toBe("assets/root-shared-[hash].js");
    expect(
      chunkFileNames({ moduleIds: ["/repo/app/components/cta-band.tsx"] }),
    ).toBe("assets/[name]-[hash].js");
    expect(
      chunkFileNames({
        moduleIds: ["/repo/app/root.tsx?__remix-build-client-route"],
      }),
    ).toBe("assets/[name]-[hash].js");
  });
});
