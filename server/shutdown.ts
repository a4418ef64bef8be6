import type { Server } from "node:http";

export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Stop accepting connections on SIGTERM/SIGINT, let in-flight requests finish, then exit 0.
 * Anything still open shortly before the deadline is cut and the process exits 1. Returns the
 * handler the signals call.
 */
export function handleShutdownSignals(
  server: Server,
  {
    onDrain = () => {},
    onClose = async () => {},
    log = console.log,
  }: {
    /** Called once a signal arrives: readiness checks start failing from then on. */
    onDrain?: () => void;
    onClose?: () => Promise<void>;
    log?: (message: string) => void;
  } = {},
) {
  let shuttingDown = false;
  server.on("request", (_req, res) => {
    // Not setHeader: a request pipelined behind one in flight may have its answer already
    // written by Node while draining, and setting a header then throws (and the process died).
    if (shuttingDown) res.shouldKeepAlive = false;
    // A keep-alive socket becomes idle when its response ends: close it then, not 5 s later.
    res.on("finish", () => {
      if (shuttingDown) setImmediate(() => server.closeIdleConnections());
    });
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    onDrain();
    log(`${signal} received: finishing in-flight requests, then exiting.`);
    const deadline = setTimeout(() => {
      log("Shutdown deadline reached: closing the remaining connections.");
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS - 500);
    deadline.unref();
    server.close(() => {
      onClose().finally(() => process.exit(0));
    });
    // Idle keep-alive sockets would otherwise hold server.close() open.
    server.closeIdleConnections();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  return shutdown;
}
