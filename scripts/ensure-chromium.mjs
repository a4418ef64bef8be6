// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's /usr/bin/chromium. When there is
// none and we are root, installs Debian's package (never Playwright's own download, which
// fails on machines without internet access).
import { existsSync } from "node:fs";
import { installDebianPackages, isRoot } from "./apt.mjs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM].filter(
    Boolean,
  );
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let chromium = findChromium();
  if (!chromium) {
    if (!isRoot()) {
      console.error(
        "No Chromium found. Install Debian's chromium package or set CHROMIUM_PATH to a Chromium binary.",
      );
      process.exit(1);
    }
    console.log(
      "No Chromium found: installing Debian's chromium with apt-get.",
    );
    installDebianPackages(["chromium", "fonts-liberation"]);
    chromium = findChromium();
  }
  if (!chromium) {
    console.error("Chromium is still missing after the install.");
    process.exit(1);
  }
  console.log(`Using Chromium at ${chromium}`);
}
