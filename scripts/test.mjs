// `npm test`: the whole suite in the least wall time two cores allow (issue 28, decision 062).
// The tool probes first; then typecheck, ESLint, Prettier, the production build and Vitest side
// by side (none reads what another writes, and together they keep both cores busy where one
// after the other left a core idle while the build finished or a long test file ran alone); then
// Playwright alone, since it fills both cores. The first step to fail stops the others and the
// run.
import { spawn } from "node:child_process";

/** @typedef {{ name: string, command: string, args: string[] }} Step */

const npx = (name, ...args) => ({ name, command: "npx", args });

/** Each is a probe when its tool is there (milliseconds), an apt-get install when it is not. */
const TOOL_PROBES = [
  "ensure-xmllint",
  "ensure-chromium",
  "ensure-redis",
  "ensure-java",
].map((script) => ({
  name: script,
  command: process.execPath,
  args: [`scripts/${script}.mjs`],
}));

/** @type {Step[][]} phases run in order; the steps of a phase run at once. */
const PHASES = [
  TOOL_PROBES.map((step) => [step]),
  [
    [
      npx("typecheck", "tsc", "--noEmit"),
      npx("eslint", "eslint", ".", "--max-warnings=0"),
      npx("prettier", "prettier", "--check", "."),
      { name: "build", command: "npm", args: ["run", "build"] },
      // Two test processes: Vitest's default on two cores is one, which leaves the other idle
      // whenever a long file runs alone (decision 062, amended).
      npx("vitest", "vitest", "run", "--maxWorkers=2"),
    ],
  ],
  [[npx("playwright", "playwright", "test")]],
].flat();

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

function stopAll() {
  for (const child of running) {
    // Each step leads its own process group: stop the step and what it started (servers, browsers).
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/**
 * Runs one step. Alone, it writes straight to the terminal; beside others, its output is held and
 * written in one piece when it ends, so the steps' reports don't interleave.
 */
function runStep(/** @type {Step} */ step, alone) {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
    env: process.env,
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      output += `${error.message}\n`;
    });
    child.on("close", (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(output);
      console.log(
        `${code === 0 ? "✓" : "✘"} ${step.name} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

const suiteStarted = Date.now();
for (const phase of PHASES) {
  const results = await Promise.all(
    phase.map((step) =>
      runStep(step, phase.length === 1).then((passed) => {
        if (!passed) stopAll();
        return passed;
      }),
    ),
  );
  if (results.includes(false)) process.exit(1);
}
const minutes = (Date.now() - suiteStarted) / 60_000;
console.log(`The whole suite passed in ${minutes.toFixed(1)} min.`);
