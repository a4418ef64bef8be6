// Finds xmllint for the sitemap schema checks: XMLLINT_PATH, then the PATH. When there is none
// and we are root, installs Debian's libxml2-utils with apt-get.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackages, isRoot } from "./apt.mjs";

export function findXmllint() {
  if (process.env.XMLLINT_PATH && existsSync(process.env.XMLLINT_PATH)) {
    return process.env.XMLLINT_PATH;
  }
  const probe = spawnSync("xmllint", ["--version"], { stdio: "ignore" });
  return probe.status === 0 ? "xmllint" : null;
}

/** The xmllint command, installing it first when missing. Throws when it can't. */
export function ensureXmllint() {
  let xmllint = findXmllint();
  if (xmllint) return xmllint;
  if (!isRoot()) {
    throw new Error(
      "No xmllint found. Install Debian's libxml2-utils or set XMLLINT_PATH to an xmllint binary.",
    );
  }
  console.log(
    "No xmllint found: installing Debian's libxml2-utils with apt-get.",
  );
  installDebianPackages(["libxml2-utils"]);
  xmllint = findXmllint();
  if (!xmllint) throw new Error("xmllint is still missing after the install.");
  return xmllint;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Using xmllint: ${ensureXmllint()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
