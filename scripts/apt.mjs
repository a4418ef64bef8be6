// Installs Debian packages the test scripts need (Chromium, xmllint) on a fresh machine.
import { execFileSync } from "node:child_process";

export const isRoot = () => process.getuid?.() === 0;

export function installDebianPackages(packages) {
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
