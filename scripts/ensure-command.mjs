// Finds a command-line tool the tests need (xmllint, java): its override variable, then the PATH.
// When there is none and we are root, installs the Debian packages that provide it with apt-get,
// so a fresh machine needs nothing installed by hand.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackages, isRoot } from "./apt.mjs";

/**
 * @typedef {object} Tool
 * @property {string} command the name on the PATH
 * @property {string} envVar a variable that may point at the binary instead
 * @property {string[]} probeArgs arguments that make it exit 0 when it works
 * @property {string[]} debianPackages what to install when it is missing
 */

/** The tool's path or command, or null when it isn't there. */
export function findCommand(/** @type {Tool} */ tool) {
  const override = process.env[tool.envVar];
  if (override && existsSync(override)) return override;
  const probe = spawnSync(tool.command, tool.probeArgs, { stdio: "ignore" });
  return probe.status === 0 ? tool.command : null;
}

/** The tool's path or command, installing it first when missing. Throws when it can't. */
export function ensureCommand(/** @type {Tool} */ tool) {
  const found = findCommand(tool);
  if (found) return found;
  const packages = tool.debianPackages.join(" ");
  if (!isRoot()) {
    throw new Error(
      `No ${tool.command} found. Install Debian's ${packages} or set ${tool.envVar}.`,
    );
  }
  console.log(`No ${tool.command} found: installing Debian's ${packages}.`);
  installDebianPackages(tool.debianPackages);
  const installed = findCommand(tool);
  if (!installed) {
    throw new Error(`${tool.command} is still missing after the install.`);
  }
  return installed;
}

/** `node scripts/ensure-….mjs` entry point: prints what it found, exits 1 when it can't. */
export function ensureFromCommandLine(/** @type {Tool} */ tool) {
  try {
    console.log(`Using ${tool.command}: ${ensureCommand(tool)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
