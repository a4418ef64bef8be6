// `npm run bench`: runs each benchmark in turn. They print figures; nothing here asserts timing.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const benches = [
  "content.mjs",
  "bundle.mjs",
  "ssr.mjs",
  "load.mjs",
  "phone.mjs",
];

for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL(bench, import.meta.url))],
    { stdio: "inherit" },
  );
}
