// What the probes answer on their own port (server/health-worker.ts) and the shared memory they
// read. Nothing here imports Express: the worker thread loads this file alone.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Liveness: the process answers. */
export const LIVENESS_PATH = "/healthz";
/** Readiness: 200 while the server takes new requests, 503 once it drains for shutdown. */
export const READINESS_PATH = "/readyz";

/**
 * How long the pages' event loop may go without a heartbeat before readiness says it is stalled:
 * far beyond what a busy loop takes between timers (a few hundred milliseconds under overload),
 * so only a loop that has stopped turning takes the instance out of rotation.
 */
export const READY_STALL_MS = 5_000;
/** Liveness fails (and the orchestrator restarts the process) only after this long without one. */
export const LIVE_STALL_MS = 30_000;
/** How often the pages' loop writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 250;

/** What the pages' thread tells the health thread, in memory both can read. */
export type SharedHealth = {
  /** When the pages' event loop last turned (ms since the epoch). */
  heartbeatAt: number;
  draining: boolean;
};

/** A view of the shared memory: slot 0 the heartbeat, slot 1 whether the server drains. */
export function sharedHealth(buffer: SharedArrayBuffer): SharedHealth {
  const slots = new Float64Array(buffer);
  return {
    get heartbeatAt() {
      return slots[0]!;
    },
    set heartbeatAt(value: number) {
      slots[0] = value;
    },
    get draining() {
      return slots[1] === 1;
    },
    set draining(value: boolean) {
      slots[1] = value ? 1 : 0;
    },
  };
}

export const SHARED_HEALTH_BYTES = 2 * Float64Array.BYTES_PER_ELEMENT;

type ProbeAnswer = { status: number; body: Record<string, string> };

/** The two probes' answers on the health port, from the shared state and the time now. */
export function probeAnswers(
  health: SharedHealth,
  now: number,
  version: string,
): { liveness: ProbeAnswer; readiness: ProbeAnswer } {
  const silentFor = now - health.heartbeatAt;
  const liveness: ProbeAnswer =
    silentFor > LIVE_STALL_MS
      ? { status: 503, body: { status: "stalled" } }
      : { status: 200, body: { status: "ok", version } };
  let readiness: ProbeAnswer = { status: 200, body: { status: "ready" } };
  if (health.draining)
    readiness = { status: 503, body: { status: "draining" } };
  else if (silentFor > READY_STALL_MS)
    readiness = { status: 503, body: { status: "stalled" } };
  return { liveness, readiness };
}

/** Writes the heartbeat now and every HEARTBEAT_INTERVAL_MS; the timer never holds the process. */
export function startHeartbeat(health: SharedHealth): () => void {
  health.heartbeatAt = Date.now();
  const timer = setInterval(() => {
    health.heartbeatAt = Date.now();
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The probes' server, as the health thread runs it: GET or HEAD of the two probe paths (any
 * query ignored), answered in JSON from the shared state at the time of the request.
 */
export function createProbeServer(
  health: SharedHealth,
  version: string,
): Server {
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
  return server;
}

/** Listens on `port` and tells the port it got (`{ listening }`), or why it could not (`{ error }`). */
export function listenForProbes(
  server: Server,
  port: number,
  host: string | undefined,
  tell: (message: { listening: number } | { error: string }) => void,
) {
  server.once("error", (error) => tell({ error: error.message }));
  server.listen(port, host, () => {
    tell({ listening: (server.address() as AddressInfo).port });
  });
}
