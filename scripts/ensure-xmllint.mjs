// Finds xmllint for the sitemap schema checks: XMLLINT_PATH, then the PATH. When there is none
// and we are root, installs Debian's libxml2-utils with apt-get.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findXmllint() {
  if (process.env.XMLLINT_PATH && existsSync(process.env.XMLLINT_PATH)) {
    return process.env.XMLLINT_PATH;
  }
  const probe = spawnSync("xmllint", ["--version"], { stdio: "ignore" });
  return probe.status === 0 ? "xmllint" : null;
}

function installWithApt(packages) {
  const options = {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  };
  execFileSync("apt-get", ["update", "-q"], options);
  execFileSync(
    "apt-get",
    ["install", "-y", "-q", "--no-install-recommends", ...packages],
    options,
  );
}

/** The xmllint command, installing it first when missing. Throws when it can't. */
export function ensureXmllint() {
  let xmllint = findXmllint();
  if (xmllint) return xmllint;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "No xmllint found. Install Debian's libxml2-utils or set XMLLINT_PATH to an xmllint binary.",
    );
  }
  console.log(
    "No xmllint found: installing Debian's libxml2-utils with apt-get.",
  );
  installWithApt(["libxml2-utils"]);
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
