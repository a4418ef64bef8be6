import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 23: the repository stands alone. Nothing tracked reaches outside it, and every document
// a tracked file cites is in it.
const ROOT = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "-z"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\0")
  .filter(
    (file) =>
      file !== "" &&
      existsSync(path.join(ROOT, file)) &&
      /\.(ts|tsx|mjs|js|json|md|css|ya?ml|sh)$|^Dockerfile$|^\.ci\//.test(
        file,
      ) &&
      file !== "package-lock.json",
  );
/** Documents that runs write, cited as where to look: not tracked on purpose. */
const GENERATED = new Set(["test-results/quality.md"]);
// Spelled in pieces, so that this guard does not itself name the paths it looks for.
const SHARED = ["shared", ""].join("/");
const OUTSIDE = [`../${SHARED}`, `/work/${SHARED}`];

const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the repository on its own", () => {
  it("has files to check (the listing works)", () => {
    expect(tracked.length).toBeGreaterThan(300);
  });

  it("reads and cites no path outside itself", () => {
    const offenders = tracked.filter(
      (file) =>
        file !== "tests/standalone.test.ts" &&
        OUTSIDE.some((outside) => text(file).includes(outside)),
    );
    expect(offenders).toEqual([]);
  });

  it("holds every markdown document a tracked file cites", () => {
    const missing: string[] = [];
    for (const file of tracked) {
      const body = text(file);
      // Citations of documents: a path into docs/ or decisions/, a README, or a markdown link.
      const citations = [
        ...body.matchAll(
          /(?<![\w/.-])[\w./-]*(?:docs|decisions)\/[\w./-]+\.md\b/g,
        ),
        ...body.matchAll(/(?<![\w/.-])[\w./-]*README\.md\b/g),
        ...body.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g),
      ].map((match) => match[1] ?? match[0]);
      for (const cited of citations) {
        if (GENERATED.has(cited) || cited.startsWith("http")) continue;
        const candidates = [
          path.join(ROOT, cited),
          path.join(ROOT, path.dirname(file), cited),
          path.join(ROOT, "docs", cited),
        ];
        if (!candidates.some((candidate) => existsSync(candidate)))
          missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites the owner's documents by their in-repository names only", () => {
    const offenders = tracked.filter(
      (file) =>
        file !== "tests/standalone.test.ts" &&
        /\b(SPEC|ARCHITECTURE|DESIGN|CONVENTIONS)\.md\b|STACK-NOTES|\bSPEC §/.test(
          text(file),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
