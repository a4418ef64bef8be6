import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { REMIX_FUTURE_FLAGS } from "./remix-future";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Remix's plugin breaks DOM component tests ("can't detect preamble"): docs/stack-notes.md trap 5.
const underVitest = Boolean(process.env.VITEST);

/**
 * The page copy in content/*.yaml becomes plain data at build time, so no YAML parser reaches the
 * browser or runs per request. The content compiler validates the same files before the build
 * (docs/content.md, docs/decisions/049).
 */
function contentYaml(): Plugin {
  return {
    name: "aden-content-yaml",
    transform(source, id) {
      if (!/\.ya?ml$/.test(id.split("?")[0] ?? "")) return null;
      return {
        code: `export default ${JSON.stringify(parseYaml(source))};`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    contentYaml(),
    tailwindcss(),
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
