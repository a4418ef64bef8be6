// `npm start`: the production server, building first when there is no build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const serverEntry = "build/node/server.js";
const appBuild = "build/server/index.js";

if (!existsSync(serverEntry) || !existsSync(appBuild)) {
  console.log("No production build found: building first.");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(new URL(`../${serverEntry}`, import.meta.url).href);
