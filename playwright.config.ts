import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { DEBIAN_CHROMIUM, findChromium } from "./scripts/ensure-chromium.mjs";

/** A port nobody is listening on, chosen once and shared with the workers through the env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The test server's outbox (leads the mock upstream failed, decision 051): a fresh folder per run,
// not the checkout's ./data.
process.env.E2E_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), "aden-e2e-outbox-"),
);
export const baseURL = `http://localhost:${port}`;

// Debian's headless shell when it is there, the binary Playwright runs for headless Chromium
// (docs/decisions/074-tests-in-the-headless-shell.md); CHROMIUM_PATH picks another.
export const chromiumLaunch = {
  executablePath: findChromium() ?? DEBIAN_CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // The headless shell hints glyphs to whole pixels unless told not to, which set its text a
    // little wider than the full browser does (a paragraph on /pricing broke one word earlier).
    // Without hinting its line widths and page heights match the full browser's (decision 074).
    "--font-render-hinting=none",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // test-results/quality.md from the quality crawl's findings.
  globalTeardown: "./e2e/quality/report.ts",
  fullyParallel: true,
  forbidOnly: true,
  // Two slow cores shared by the server, two browsers and axe: a journey that loses a race with
  // the other worker gets one more try in CI. A test that fails twice fails the build.
  retries: process.env.CI ? 1 : 0,
  // Two workers in CI and at least two here: Playwright's default, half the cores, is one worker
  // on two cores, which leaves a core idle while a test waits on its page (decision 062).
  workers: process.env.CI
    ? 2
    : Math.max(2, Math.floor(availableParallelism() / 2)),
  // Two cores run the server, two browsers and axe: a page can take seconds to hydrate while the
  // other worker is busy. These are ceilings for a stuck test, not targets.
  timeout: 45_000,
  expect: { timeout: 12_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // DOM snapshots without the screencast: recording frames for every test costs about a
    // sixth of the suite's CPU here, and a failure still keeps its final screenshot. Recorded on
    // a test's retry only: recording every passing test cost another eighth of its CPU
    // (decision 062). CI retries once, so a failure there comes with its trace; locally, rerun it
    // with `--trace retain-on-failure`.
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true },
    // One browser context per worker, reset between tests (cookies, storage, routes, init
    // scripts): Playwright's own reuse mode. The warm HTTP cache saves about 2 CPU-seconds of
    // every test's first page load on this machine (docs/decisions/028-…).
    reuseContext: true,
    // The product pictures' CSS motion keeps the compositor busy; tests that look at motion ask
    // for it (e2e/js/marketing-a11y.spec.ts).
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
  },
  // Workers take tests in this order: the crawl's long tests (minutes each) first, so the run
  // doesn't end with one worker finishing a crawl shard while the other has nothing left to do
  // (decision 062).
  projects: [
    {
      // The crawl of every page (issue 16): HTML, links, axe at two widths, screenshots.
      name: "quality",
      testMatch: /e2e\/quality\/[^/]+\.spec\.ts$/,
      use: desktop,
    },
    {
      name: "server",
      testMatch: /e2e\/server\/[^/]+\.spec\.ts$/,
    },
    {
      name: "js-on",
      testMatch: /e2e\/(js\/)?[^/]+\.spec\.ts$/,
      // Tests of server-rendered markup run without script only (e2e/support.ts, decision 077).
      grepInvert: /@server-rendered/,
      use: desktop,
    },
    {
      name: "js-off",
      testMatch: /e2e\/(no-js\/)?[^/]+\.spec\.ts$/,
      use: { ...desktop, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "node build/node/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: baseURL,
      MOCKS: "true",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      // Hundreds of sign-ins from one address in a few minutes: the budgets' own tests are in
      // tests/rate-limit*.test.ts.
      RATE_LIMIT_SCALE: "1000",
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
  },
});
