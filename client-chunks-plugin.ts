import type { OutputOptions } from "rollup";
import type { Plugin } from "vite";

/** Remix's client build names every route module an entry, with this suffix. */
const CLIENT_ROUTE_SUFFIX = "?__remix-build-client-route";
const ROOT_ROUTE = `/app/root.tsx${CLIENT_ROUTE_SUFFIX}`;

/**
 * How the browser's script is split into files (record 069). The plugin tells Rollup what Remix
 * guarantees: no route module runs before the root route has loaded. Each route stays an entry
 * of its own, emitted as a chunk "implicitly loaded after" the root, so Rollup keeps what the
 * root already brings in the root's own chunk. Without it, every module the root shares with a
 * route (a logo, a link, the toasts) became a file of a few hundred bytes that each page asked
 * for separately: 22 requests for the home page's first load, 13 with it, and about 3 KiB less
 * script. It also names two files (`clientChunkNames`, below).
 */
export function clientChunks(): Plugin {
  let root: string | undefined;
  let routes: string[] = [];
  return {
    name: "aden-client-chunks",
    apply: "build",
    config(_config, { isSsrBuild }) {
      // Where the server's modules sit makes no request of anyone.
      if (isSsrBuild) return null;
      return { build: { rollupOptions: { output: clientChunkNames } } };
    },
    options(options) {
      // Nothing carried over from a build this instance saw before.
      root = undefined;
      routes = [];
      // The server's build has one input, a string: nothing to do there.
      if (!Array.isArray(options.input)) return null;
      const inputs = options.input;
      root = inputs.find((id) => id.endsWith(ROOT_ROUTE));
      if (!root) return null;
      routes = inputs.filter(
        (id) => id.endsWith(CLIENT_ROUTE_SUFFIX) && id !== root,
      );
      return {
        ...options,
        input: inputs.filter((id) => !routes.includes(id)),
      };
    },
    buildStart() {
      if (!root) return;
      for (const id of routes)
        this.emitFile({
          type: "chunk",
          id,
          implicitlyLoadedAfterOneOf: [root],
        });
    },
  };
}

/** What every page runs before it hydrates, whichever page it is. */
const FRAMEWORK_PACKAGES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

/** The browser build's file names. */
export const clientChunkNames: Pick<
  OutputOptions,
  "manualChunks" | "chunkFileNames"
> = {
  // React, React DOM, React Router and Remix in a file whose name says so (Rollup would name it
  // after whichever module it met first). Every page runs all of it before it hydrates, so the
  // group moves no code from one page to another.
  manualChunks: (id) => (FRAMEWORK_PACKAGES.test(id) ? "framework" : undefined),
  // The root route's code and its imports, which the routes share, named after the root rather
  // than after a route with no browser code whose empty chunk Rollup merged into it
  // (`_robots.txt_-….js`).
  chunkFileNames: (chunk) =>
    chunk.moduleIds.some((id) => id.endsWith("/app/root.tsx"))
      ? "assets/root-shared-[hash].js"
      : "assets/[name]-[hash].js",
};
