import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freshDataDir } from "../outbox-support";

// `npm run outbox:drain` and `outbox:status` (issue 31) as operators run them: the built
// build/node/outbox.js, against a stand-in upstream over real HTTP.

const LEAD = {
  id: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
  kind: "contact",
  queuedAt: 1_700_000_000_000,
  attempts: 3,
  nextAttemptAt: 4_000_000_000_000,
  payload: {
    firstname: "Ada",
    lastname: "Lovelace",
    phone_number: "(1) 2025550123",
    email: "ada@example.com",
  },
};

/** Runs the command to its end without blocking this process (the stand-in upstream lives here). */
function outbox(
  command: string,
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["build/node/outbox.js", command], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

test("drain delivers a waiting lead now, whatever its schedule, with its idempotency key", async () => {
  const received: { path: string; key: string | null; body: unknown }[] = [];
  const upstream = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        key: req.headers["idempotency-key"]?.toString() ?? null,
        body: JSON.parse(body || "null"),
      });
      res.setHeader("Content-Type", "application/json");
      res.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) =>
    upstream.listen(0, "127.0.0.1", () => resolve()),
  );
  const port = (upstream.address() as AddressInfo).port;
  try {
    const dataDir = freshDataDir();
    writeFileSync(
      path.join(dataDir, "outbox.jsonl"),
      `${JSON.stringify({ op: "add", lead: LEAD })}\n`,
    );
    const env = {
      DATA_DIR: dataDir,
      API_BASE_URL: `http://127.0.0.1:${port}/api`,
    };

    // A live process holds the folder (this test's runner stands for a server): refused.
    writeFileSync(path.join(dataDir, "outbox.lock"), String(process.pid));
    const refused = await outbox("drain", env);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`is in use by process ${process.pid}`);
    expect(received).toEqual([]);

    writeFileSync(path.join(dataDir, "outbox.lock"), "999999999");
    const drained = await outbox("drain", env);
    expect(drained.status, drained.stdout + drained.stderr).toBe(0);
    expect(JSON.parse(drained.stdout)).toEqual({
      store: "file",
      delivered: 1,
      waiting: 0,
      rejected: 0,
      stillWaiting: 0,
    });
    expect(received).toEqual([
      {
        path: "/api/test/homepage-cta",
        key: "3f2b8c1e-7d4a-4b6e-9c0f-1a2b3c4d5e6f",
        body: LEAD.payload,
      },
    ]);

    const status = await outbox("status", env);
    expect(status.status).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      store: "file",
      waiting: 0,
      leads: [],
      rejected: 0,
    });
  } finally {
    upstream.close();
  }
});
