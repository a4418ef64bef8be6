// The production build started on a free loopback port, for the benchmarks.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export const freePort = () =>
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

/** The words of `npm run serve` (`NAME=value… node FLAGS… scripts/serve.mjs`). */
function serveWords() {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8"));
  return scripts.serve.split(" ");
}

/** The node flags of `npm run serve`. */
export function serveFlags() {
  return serveWords().filter((word) => word.startsWith("--"));
}

/** The variables `npm run serve` sets before node (glibc's MALLOC_ARENA_MAX, decision 066). */
function serveEnv() {
  const words = serveWords();
  return Object.fromEntries(
    words
      .slice(0, words.indexOf("node"))
      .map((word) => [
        word.slice(0, word.indexOf("=")),
        word.slice(word.indexOf("=") + 1),
      ]),
  );
}

/**
 * Starts `build/node/server.js` with the mocks on and `env` added; resolves once it answers
 * /healthz. `stop()` ends it.
 */
export async function startBuiltServer(env = {}, stdio = "ignore") {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // With the V8 flags `npm run serve` gives it (package.json, docs/deploy.md).
  const child = spawn(
    process.execPath,
    [...serveFlags(), "build/node/server.js"],
    {
      cwd: ROOT,
      env: {
        ...serveEnv(),
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

/**
 * A static copy of a page: `body` answered to every request by plain Node `http`
 * (bench/static-copy.mjs) in a process of its own, with `Content-Encoding: encoding` if given.
 */
export async function startStaticCopy(body, contentType, encoding) {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  const file = path.join(folder, "page");
  writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL("static-copy.mjs", import.meta.url)),
      file,
      contentType,
      ...(encoding ? [encoding] : []),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [port] = await once(child.stdout, "data");
  return {
    origin: `http://127.0.0.1:${String(port).trim()}`,
    child,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
