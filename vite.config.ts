import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientChunks } from "./client-chunks-plugin";
import { contentYaml } from "./content-yaml-plugin";
import { REMIX_FUTURE_FLAGS } from "./remix-future";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Remix's plugin breaks DOM component tests ("can't detect preamble"): docs/stack-notes.md trap 5.
const underVitest = Boolean(process.env.VITEST);

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    contentYaml(),
    tailwindcss(),
    clientChunks(),
    !underVitest &&
      remix({
        future: {
          ...REMIX_FUTURE_FLAGS,
          unstable_optimizeDeps: true,
        },
      }),
  ],
  build: {
    // Hashed file names are served with an immutable cache by server.ts.
    assetsInlineLimit: 0,
    // Terser's smaller output (about 4% less gzip than esbuild's) is worth its few seconds of
    // build: the first-load script budgets of the performance issue are tight (record 035).
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
  },
});
