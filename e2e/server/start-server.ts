import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "@playwright/test";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

export type StartedServer = {
  output: () => string;
  origin: string;
  /** SIGTERM, then wait for the process to end. */
  stop: () => Promise<void>;
};

/** Starts another instance of the built server, with only the given environment. */
export async function startServer(
  env: Record<string, string>,
): Promise<StartedServer> {
  const port = await freePort();
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
  await expect
    .poll(() => output, { timeout: 15_000 })
    .toContain("listening on");
  return {
    output: () => output,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
