// `npm run bench:soak` (issue 30): the mix of bench/load.mjs (browsers, Googlebot, signed-in
// visitors over four pages, each connection from its own loopback address) without a pause for
// SOAK_MINUTES (default 10), the server's resident memory read every SOAK_SAMPLE_SECONDS
// (default 30). Prints the memory curve, and whether it is flat after the warm-up (the first
// fifth of the run): the last sample within 5 % of the first after it. It fails nothing.
//   SOAK_MINUTES         length of the run (default 10)
//   SOAK_SAMPLE_SECONDS  seconds between samples (default 30)
//   LOAD_CONNECTIONS     connections (default 100)
import { rssMb } from "./built-server.mjs";
import {
  loadAverage,
  runRound,
  signIn,
  startServerForLoad,
  visitedPaths,
  visitorMix,
} from "./load-support.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const FLAT_WITHIN = 0.05;

const {
  origin,
  probeOrigin,
  child: server,
  stop,
} = await startServerForLoad(CONNECTIONS);

try {
  const paths = await visitedPaths(origin);
  const mixes = visitorMix(CONNECTIONS, paths, await signIn(origin));
  const samples = Math.max(1, Math.round((MINUTES * 60) / SAMPLE_SECONDS));
  const curve = [{ seconds: 0, rssMb: Math.round(rssMb(server.pid)) }];
  console.log(
    `Soak: ${CONNECTIONS} connections for ${MINUTES} min, RSS every ${SAMPLE_SECONDS} s (load ${loadAverage()})`,
  );
  console.log(`  0 s: RSS ${curve[0].rssMb} MB`);
  for (let index = 1; index <= samples; index += 1) {
    const round = await runRound({
      origin,
      probeOrigin,
      serverPid: server.pid,
      seconds: SAMPLE_SECONDS,
      mixes,
    });
    const all = Object.values(round.mixes);
    curve.push({ seconds: index * SAMPLE_SECONDS, rssMb: round.rssMb });
    console.log(
      `  ${index * SAMPLE_SECONDS} s: RSS ${round.rssMb} MB, ${all.reduce((sum, mix) => sum + mix.perSecond, 0)} req/s, p99 ${Math.max(...all.map((mix) => mix.p99))} ms, errors ${all.reduce((sum, mix) => sum + mix.errors, 0)}, non-2xx ${all.reduce((sum, mix) => sum + mix.non2xx, 0)}, /readyz max ${round.readyz.maxMs} ms (site port ${round.sitePortReadyz?.maxMs} ms), load ${loadAverage()}`,
    );
  }
  const warm = curve[Math.max(1, Math.round(curve.length / 5))];
  const last = curve.at(-1);
  const change = last.rssMb / warm.rssMb - 1;
  console.log(
    `\nAfter the warm-up (${warm.seconds} s, ${warm.rssMb} MB) to the end (${last.rssMb} MB): ${(change * 100).toFixed(1)} %, ${Math.abs(change) <= FLAT_WITHIN ? "flat" : "NOT flat"} (within ${FLAT_WITHIN * 100} %)`,
  );
  console.log(`Curve (MB): ${curve.map((point) => point.rssMb).join(" ")}`);
} finally {
  stop();
}
