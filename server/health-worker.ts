// The probes' own thread (HEALTH_PORT, docs/deploy.md, decision 065). A Node process answers
// every request on one event loop, and a loop saturated by page requests takes new connections
// late: under four times the connections it can serve, /readyz on the site's port waited
// seconds. This thread has a loop of its own that serves only the probes, reading what the
// pages' thread last wrote (a heartbeat, whether it drains) from shared memory, so a probe is
// answered at once and still says when the pages' loop has stopped.
import { parentPort, workerData } from "node:worker_threads";
import {
  createProbeServer,
  listenForProbes,
  sharedHealth,
} from "./health-probes";

export type HealthWorkerData = {
  port: number;
  host?: string;
  buffer: SharedArrayBuffer;
  version: string;
};

const { port, host, buffer, version } = workerData as HealthWorkerData;

listenForProbes(
  createProbeServer(sharedHealth(buffer), version),
  port,
  host,
  (message) => parentPort?.postMessage(message),
);
