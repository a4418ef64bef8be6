// The production build started on a free loopback port, for the benchmarks.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
};

async function waitForHealth(origin, child) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error("The server exited during start.");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not answer /healthz within 30 s.");
}

/**
 * Starts `build/node/server.js` with the mocks on and `env` added; resolves once it answers
 * /healthz. `stop()` ends it.
 */
export async function startBuiltServer(env = {}, stdio = "ignore") {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // With the young generation `npm start` gives it (package.json, decision 038).
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=64", "build/node/server.js"],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        SITE_URL: origin,
        MOCKS: "true",
        ...env,
      },
      stdio,
    },
  );
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { origin, child, stop: () => child.kill("SIGTERM") };
}
