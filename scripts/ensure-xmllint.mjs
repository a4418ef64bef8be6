// xmllint, for the sitemap schema checks (Debian's libxml2-utils when missing).
import { ensureCommand, ensureFromCommandLine } from "./ensure-command.mjs";

const XMLLINT = {
  command: "xmllint",
  envVar: "XMLLINT_PATH",
  probeArgs: ["--version"],
  debianPackages: ["libxml2-utils"],
};

export const ensureXmllint = () => ensureCommand(XMLLINT);

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureFromCommandLine(XMLLINT);
}
