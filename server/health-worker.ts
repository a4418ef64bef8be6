// The probes' own thread (HEALTH_PORT, docs/deploy.md, decision 065). A Node process answers
// every request on one event loop, and a loop saturated by page requests takes new connections
// late: under four times the connections it can serve, /readyz on the site's port waited
// seconds. This thread has a loop of its own that serves only the probes, reading what the
// pages' thread last wrote (a heartbeat, whether it drains) from shared memory, so a probe is
// answered at once and still says when the pages' loop has stopped.
import { createServer } from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import {
  LIVENESS_PATH,
  probeAnswers,
  READINESS_PATH,
  sharedHealth,
} from "./health-probes";

export type HealthWorkerData = {
  port: number;
  host?: string;
  buffer: SharedArrayBuffer;
  version: string;
};

const { port, host, buffer, version } = workerData as HealthWorkerData;
const health = sharedHealth(buffer);

const server = createServer((req, res) => {
  const path = (req.url ?? "").split("?")[0];
  const answers = probeAnswers(health, Date.now(), version);
  const answer =
    req.method !== "GET" && req.method !== "HEAD"
      ? { status: 405, body: { status: "method not allowed" } }
      : path === LIVENESS_PATH
        ? answers.liveness
        : path === READINESS_PATH
          ? answers.readiness
          : { status: 404, body: { status: "not found" } };
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
});
// Probes come every few seconds: a connection is not kept waiting for the next.
server.keepAliveTimeout = 1_000;

server.once("error", (error) =>
  parentPort?.postMessage({ error: error.message }),
);
server.listen(port, host, () => {
  const address = server.address();
  parentPort?.postMessage({
    listening: typeof address === "object" && address ? address.port : port,
  });
});
