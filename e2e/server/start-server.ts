import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "@playwright/test";

/** A loopback port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

export type ServerProcess = {
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
};

/** Spawns the built server with only the given environment (plus PATH and production mode). */
export function spawnServer(
  env: Record<string, string>,
  port = 0,
): ServerProcess {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["build/node/server.js"],
    {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        ...env,
      },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { output: () => output, exited, kill: (signal) => child.kill(signal) };
}

export type StartedServer = ServerProcess & {
  origin: string;
  /** SIGTERM, then wait for the process to end; resolves with its exit code. */
  stop: () => Promise<number | null>;
};

/** Starts another instance of the built server and waits until it listens. */
export async function startServer(
  env: Record<string, string>,
): Promise<StartedServer> {
  const port = await freePort();
  const server = spawnServer(env, port);
  await expect
    .poll(() => server.output(), { timeout: 15_000 })
    .toContain("listening on");
  return {
    ...server,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill("SIGTERM");
      return server.exited;
    },
  };
}
