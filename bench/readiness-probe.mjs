// Asks ORIGIN/readyz every 250 ms on a new connection until SIGTERM, then prints
// {"latencies": [ms…], "failures": [status or error…]} (bench/load-support.mjs starts it).
//   node bench/readiness-probe.mjs ORIGIN
import { get } from "node:http";

const [origin] = process.argv.slice(2);
const latencies = [];
const failures = [];
let pending = 0;

function probe() {
  const started = performance.now();
  pending += 1;
  const request = get(`${origin}/readyz`, { agent: false }, (response) => {
    response.resume();
    response.once("end", () => {
      pending -= 1;
      latencies.push(performance.now() - started);
      if (response.statusCode !== 200) failures.push(response.statusCode);
    });
  });
  request.setTimeout(5000, () => request.destroy(new Error("timeout")));
  request.once("error", (error) => {
    pending -= 1;
    failures.push(error.message);
  });
}

const timer = setInterval(probe, 250);
process.once("SIGTERM", () => {
  clearInterval(timer);
  // A probe still waiting when the round ends counts as unanswered.
  for (; pending > 0; pending -= 1) failures.push("unanswered");
  process.stdout.write(JSON.stringify({ latencies, failures }));
  process.exit(0);
});
