import { getEnv, InvalidConfigurationError } from "~/lib/env.server";
import { leadSummary } from "~/lib/outbox/lead";
import { deliverWaitingLeads, openOutbox } from "~/lib/outbox/outbox.server";
import { OutboxLockedError } from "~/lib/outbox/file-queue.server";

/**
 * `npm run outbox:status` and `npm run outbox:drain` (issue 31, docs/deploy.md), with the server's
 * own configuration. Status prints one JSON object: where the queue is, what waits (ids, kinds,
 * ages, attempts: never a visitor's details) and how many leads the upstream refused for good.
 * Drain tries every waiting lead once, now, whatever its schedule; with the file queue it runs
 * only while no server holds DATA_DIR, with Redis beside running instances (the per-lead lock
 * keeps each lead to one deliverer).
 */

async function status() {
  const env = getEnv();
  const queue = await openOutbox(env, { readOnly: true });
  try {
    const now = Date.now();
    const waiting = await queue.list();
    const rejected = await queue.rejected();
    print({
      store: queue.kind,
      ...(queue.kind === "file" ? { dataDir: env.outbox.dataDir } : {}),
      waiting: waiting.length,
      oldestWaitingSeconds: waiting.length
        ? Math.round(
            (now - Math.min(...waiting.map((lead) => lead.queuedAt))) / 1000,
          )
        : 0,
      warnAfterSeconds: env.outbox.warnAfterMs / 1000,
      leads: waiting.map((lead) => leadSummary(lead, now)),
      rejected: rejected.length,
    });
  } finally {
    await queue.close();
  }
}

async function drain(): Promise<number> {
  const env = getEnv();
  if (env.mocksEnabled) {
    print({
      error:
        "The mock upstream lives inside the server process: set API_BASE_URL to drain to a real upstream.",
    });
    return 1;
  }
  const queue = await openOutbox(env);
  try {
    const report = await deliverWaitingLeads(queue, { ignoreSchedule: true });
    const left = (await queue.list()).length;
    print({ store: queue.kind, ...report, stillWaiting: left });
    return left === 0 ? 0 : 2;
  } finally {
    await queue.close();
  }
}

function print(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function main(command: string | undefined): Promise<number> {
  try {
    if (command === "status") {
      await status();
      return 0;
    }
    if (command === "drain") return await drain();
    print({ error: "Usage: outbox.js status | drain" });
    return 64;
  } catch (error) {
    if (
      error instanceof InvalidConfigurationError ||
      error instanceof OutboxLockedError
    ) {
      print({ error: error.message });
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv[2]);
