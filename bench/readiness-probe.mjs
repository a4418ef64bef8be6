// Asks ORIGIN/readyz every 250 ms on a new connection until SIGTERM, then prints
// {"latencies": [ms…], "failures": [status or error…]} (bench/load-support.mjs starts it).
// A probe still waiting at SIGTERM is a failure once it has waited WITHIN_MS.
//   node bench/readiness-probe.mjs ORIGIN WITHIN_MS
import { get } from "node:http";

const [origin, withinMs] = process.argv.slice(2);
/** The readiness target: a probe waiting longer than this has missed it. */
const ANSWER_WITHIN_MS = Number(withinMs);
const latencies = [];
const failures = [];
/** When each probe still waiting for its answer was sent. */
const pending = new Set();

function probe() {
  const started = performance.now();
  pending.add(started);
  const request = get(`${origin}/readyz`, { agent: false }, (response) => {
    response.resume();
    response.once("end", () => {
      pending.delete(started);
      latencies.push(performance.now() - started);
      if (response.statusCode !== 200) failures.push(response.statusCode);
    });
  });
  request.setTimeout(5000, () => request.destroy(new Error("timeout")));
  request.once("error", (error) => {
    pending.delete(started);
    failures.push(error.message);
  });
}

const timer = setInterval(probe, 250);
process.once("SIGTERM", () => {
  clearInterval(timer);
  // A probe still waiting when the round ends has failed if it has waited past the target; one
  // sent in the round's last moments has not had its chance, and counts neither way.
  const now = performance.now();
  for (const started of pending) {
    if (now - started > ANSWER_WITHIN_MS) {
      failures.push(`unanswered after ${Math.round(now - started)} ms`);
    }
  }
  process.stdout.write(JSON.stringify({ latencies, failures }));
  process.exit(0);
});
