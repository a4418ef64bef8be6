// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's headless shell, then Debian's
// full browser. When the headless shell is missing and we are root, installs Debian's package
// (never Playwright's own download, which fails on machines without internet access).
//
// The tests run headless, and the headless shell is the binary Playwright itself runs for
// headless Chromium: the same Blink and V8 as the full browser (Debian builds both from one
// source, one version), without the browser's own interface. Here it does the same browser tests
// with 7 to 25 % less CPU (docs/decisions/074-tests-in-the-headless-shell.md). The
// benchmarks that measure what a visitor feels (bench/phone.mjs, bench/lighthouse.mjs) keep the
// full browser. CHROMIUM_PATH=/usr/bin/chromium runs the tests in the full browser.
import { existsSync } from "node:fs";
import { installDebianPackages, isRoot } from "./apt.mjs";

export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    DEBIAN_HEADLESS_SHELL,
    DEBIAN_CHROMIUM,
  ].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  // Nothing, or only the full browser as the fallback rather than by choice: install the shell.
  if (
    found === null ||
    (found === DEBIAN_CHROMIUM && process.env.CHROMIUM_PATH !== found)
  ) {
    if (isRoot()) {
      console.log(
        "No Chromium headless shell found: installing Debian's chromium-headless-shell with apt-get.",
      );
      try {
        installDebianPackages(["chromium-headless-shell", "fonts-liberation"]);
      } catch (error) {
        // Without the apt repositories the full browser still runs the same tests, only slower.
        if (!existsSync(DEBIAN_CHROMIUM)) throw error;
        console.warn(
          `Could not install the headless shell (${error.message}); using ${DEBIAN_CHROMIUM}.`,
        );
      }
    } else if (!existsSync(DEBIAN_CHROMIUM)) {
      console.error(
        "No Chromium found. Install Debian's chromium-headless-shell (or chromium) package, or set CHROMIUM_PATH to a Chromium binary.",
      );
      process.exit(1);
    }
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error("Chromium is still missing after the install.");
    process.exit(1);
  }
  console.log(`Using Chromium at ${chromium}`);
}
