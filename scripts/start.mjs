// `npm start`: the production server, building first when there is no build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

if (
  !existsSync("build/node/server.js") ||
  !existsSync("build/server/index.js")
) {
  console.log("No production build found: building first.");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

await import("./serve.mjs");
