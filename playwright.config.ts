import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

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
export const baseURL = `http://localhost:${port}`;

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js-on",
      testMatch: /e2e\/(js\/)?[^/]+\.spec\.ts$/,
      use: desktop,
    },
    {
      name: "js-off",
      testMatch: /e2e\/(no-js\/)?[^/]+\.spec\.ts$/,
      use: { ...desktop, javaScriptEnabled: false },
    },
    {
      name: "server",
      testMatch: /e2e\/server\/[^/]+\.spec\.ts$/,
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
    },
  },
});
