import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { QUALITY_DIR, type Finding } from "./site";

/**
 * Playwright's global teardown: the quality crawl's findings as `test-results/quality.md`, one
 * line per page and check with its problems and time, so a reviewer reads the state of the whole
 * site at once (issue 16). Runs that did not include the crawl write nothing.
 */
export default function writeQualityReport() {
  const findingsDir = path.join(QUALITY_DIR, "findings");
  if (!existsSync(findingsDir)) return;
  const findings = readdirSync(findingsDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap(
      (file) =>
        JSON.parse(
          readFileSync(path.join(findingsDir, file), "utf8"),
        ) as Finding[],
    )
    .sort(
      (a, b) => a.page.localeCompare(b.page) || a.check.localeCompare(b.check),
    );
  const failing = findings.filter((finding) => finding.problems.length > 0);
  const pages = new Set(findings.map((finding) => finding.page));
  const escape = (text: string) => text.replaceAll("|", "\\|");
  const lines = [
    "# Quality crawl",
    "",
    `${new Date().toISOString()}: ${pages.size} pages and checks, ${findings.length} results, ` +
      `${failing.length} with problems. Screenshots: test-results/quality/screens/.`,
    "",
    "| Page | Check | Problems | Time (ms) |",
    "| --- | --- | --- | ---: |",
    ...findings.map(
      (finding) =>
        `| ${escape(finding.page)} | ${finding.check} | ${
          finding.problems.length === 0
            ? "none"
            : escape(finding.problems.join("<br>"))
        } | ${finding.ms} |`,
    ),
    "",
  ];
  writeFileSync(
    path.resolve(QUALITY_DIR, "..", "quality.md"),
    lines.join("\n"),
  );
}
