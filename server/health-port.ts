import { Worker } from "node:worker_threads";
import {
  SHARED_HEALTH_BYTES,
  sharedHealth,
  startHeartbeat,
  type SharedHealth,
} from "./health-probes";
import type { HealthWorkerData } from "./health-worker";

/**
 * Starts the probes' thread on `port` (server/health-worker.ts, built as `workerFile`) and the
 * heartbeat it reads. Resolves once it listens, with the port it got and what the pages' thread
 * tells it through; rejects if it can't listen.
 */
export async function startHealthPort({
  port,
  host,
  version,
  workerFile,
  log,
}: {
  port: number;
  host?: string;
  version: string;
  workerFile: URL;
  /** Told if the thread fails or exits once started; the site serves on, without its probe port. */
  log: (message: string) => void;
}): Promise<{
  port: number;
  health: SharedHealth;
  stop: () => Promise<void>;
}> {
  const buffer = new SharedArrayBuffer(SHARED_HEALTH_BYTES);
  const health = sharedHealth(buffer);
  const stopHeartbeat = startHeartbeat(health);
  const workerData: HealthWorkerData = { port, host, buffer, version };
  const worker = new Worker(workerFile, { workerData });
  // The probes' thread never keeps the process alive: the server's own shutdown ends it.
  worker.unref();
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const exitedEarly = (code: number) =>
        reject(new Error(`the health thread exited (${code})`));
      worker.once("error", reject);
      worker.once("exit", exitedEarly);
      worker.on(
        "message",
        (message: { listening?: number; error?: string }) => {
          if (message.error) reject(new Error(message.error));
          else if (message.listening) {
            worker.off("error", reject);
            worker.off("exit", exitedEarly);
            resolve(message.listening);
          }
        },
      );
    });
    let stopping = false;
    worker.on("error", (error) =>
      log(`The health thread failed: ${error.message}`),
    );
    worker.on("exit", (code) => {
      if (!stopping) {
        log(
          `The health thread exited (${code}): port ${listening} answers no probes`,
        );
      }
    });
    return {
      port: listening,
      health,
      stop: async () => {
        stopping = true;
        stopHeartbeat();
        await worker.terminate();
      },
    };
  } catch (error) {
    stopHeartbeat();
    await worker.terminate();
    throw error;
  }
}
