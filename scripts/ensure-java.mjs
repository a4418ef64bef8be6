// Java, for the Nu Html Checker (vnu-jar) in the quality crawl (Debian's headless JRE when
// missing; vnu-jar's own Java download is an install script npm does not run here).
import { ensureCommand, ensureFromCommandLine } from "./ensure-command.mjs";

const JAVA = {
  command: "java",
  envVar: "JAVA_PATH",
  probeArgs: ["-version"],
  debianPackages: ["default-jre-headless"],
};

export const ensureJava = () => ensureCommand(JAVA);

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureFromCommandLine(JAVA);
}
