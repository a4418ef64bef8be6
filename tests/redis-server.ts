import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { findRedisServer } from "../scripts/ensure-redis.mjs";

/**
 * A redis-server of a test's own, on a free loopback port, with nothing saved to disk
 * (`npm run test:e2e` installs it when missing: scripts/ensure-redis.mjs).
 */
export async function startRedisServer(): Promise<{
  url: string;
  stop: () => Promise<void>;
}> {
  const command = findRedisServer();
  if (!command) {
    throw new Error("No redis-server: install it or set REDIS_SERVER_PATH");
  }
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
  const redis = spawn(command, [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  await new Promise<void>((resolve, reject) => {
    let output = "";
    redis.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("exit", (code) =>
      reject(new Error(`redis-server exited (${code}): ${output}`)),
    );
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        redis.once("exit", () => resolve());
        redis.kill("SIGTERM");
      }),
  };
}
