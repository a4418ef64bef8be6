// Production build: the content compiled to build/content/ (JSON and HTML, never through Vite),
// the Remix app with Vite, then server.ts bundled into build/node/ so production runs plain node
// (docs/stack-notes.md trap 4), while the pages' Open Graph cards are drawn into build/client/og/.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { precompress } from "./precompress.mjs";

const run = (command, args, env = process.env) =>
  execFileSync(command, args, { stdio: "inherit", env });

// Content first, so bad front matter fails the build before the slow part. It is compiled to a
// staging folder because the Vite build empties build/, then moved into place. Honours
// CONTENT_DIR, CONTENT_BUILD_DIR and PUBLIC_DIR (see scripts/compile-content.ts).
const contentBuildDir = path.resolve(
  process.env.CONTENT_BUILD_DIR || "build/content",
);
const contentStaging = path.resolve(".cache/content-build");
try {
  // A larger young generation cuts the garbage collection of markdown parsing by about a fifth.
  const compileFlags = ["--max-semi-space-size=64", "--import", "tsx"];
  run(process.execPath, [...compileFlags, "scripts/compile-content.ts"], {
    ...process.env,
    CONTENT_BUILD_DIR: contentStaging,
  });
} catch {
  process.exit(1);
}

run(process.execPath, [
  "node_modules/@remix-run/dev/dist/cli.js",
  "vite:build",
]);

const compressed = precompress(path.resolve("build/client/assets"));
console.log(
  `Precompressed ${compressed.files} assets: ${Math.round(compressed.rawBytes / 1024)} KiB, ` +
    `${Math.round(compressed.brotliBytes / 1024)} KiB as Brotli`,
);

rmSync(contentBuildDir, { recursive: true, force: true });
mkdirSync(path.dirname(contentBuildDir), { recursive: true });
try {
  renameSync(contentStaging, contentBuildDir);
} catch (error) {
  if (error.code !== "EXDEV") throw error;
  cpSync(contentStaging, contentBuildDir, { recursive: true });
  rmSync(contentStaging, { recursive: true, force: true });
}

// The Open Graph cards are drawn from what the built pages' loaders say (docs/decisions/032),
// under an environment of their own: the loaders read only the compiled content, so a deploy's
// settings (a real upstream, a production SITE_URL without its secrets) can't fail the build.
const drawCards = new Promise((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/yaml-register.mjs",
      "scripts/build-og-cards.ts",
    ],
    {
      stdio: "inherit",
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        CONTENT_BUILD_DIR: contentBuildDir,
      },
    },
  );
  child.on("error", reject);
  child.on("exit", (code) => resolve(code));
});

await build({
  // The operators' outbox commands (npm run outbox:status, outbox:drain) run without tsx too;
  // the probes' thread (HEALTH_PORT) is a file of its own, as a worker thread needs.
  entryPoints: {
    server: "server.ts",
    outbox: "server/outbox-cli.ts",
    "health-worker": "server/health-worker.ts",
  },
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
console.log(
  "Built build/node/server.js, build/node/outbox.js and build/node/health-worker.js",
);
if ((await drawCards) !== 0) process.exit(1);
