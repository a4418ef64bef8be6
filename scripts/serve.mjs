// `npm run serve`: the already-built site, as a production image runs it. It loads nothing but
// Node and the production dependencies, so it works after `npm ci --omit=dev` (docs/deploy.md).
import { existsSync } from "node:fs";

const serverEntry = new URL("../build/node/server.js", import.meta.url);
const appBuild = new URL("../build/server/index.js", import.meta.url);

if (!existsSync(serverEntry) || !existsSync(appBuild)) {
  console.error(
    "No production build in build/: run `npm run build` first (or `npm start`, which builds).",
  );
  process.exit(1);
}

process.env.NODE_ENV ??= "production";
await import(serverEntry.href);
