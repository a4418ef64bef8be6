// Production build: the Remix app with Vite, then server.ts bundled into build/node/ so
// production runs plain node (STACK-NOTES trap 4).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

const run = (command, args) =>
  execFileSync(command, args, { stdio: "inherit" });

run(process.execPath, [
  "node_modules/@remix-run/dev/dist/cli.js",
  "vite:build",
]);

await build({
  entryPoints: ["server.ts"],
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Keeps the dynamic import of mocks/ in its own chunk, so msw loads only when mocks are on.
  splitting: true,
  packages: "external",
  sourcemap: true,
  define: { __BUNDLED_SERVER__: "true" },
  logLevel: "warning",
});
console.log("Built build/node/server.js");
