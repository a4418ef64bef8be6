import { execFile } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// Issue 26: a broken content file stops `npm run content:check` and `npm run build` (whose first
// step is scripts/compile-content.ts), naming the file and the field, every problem at once.
const run = promisify(execFile);

let scratch = "";
let contentDir = "";

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "content-check-test-"));
  contentDir = path.join(scratch, "content");
  cpSync("content", contentDir, { recursive: true });
});

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs a content script on the scratch copy; resolves with its exit code and output. */
async function runScript(script: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", script],
      {
        env: {
          ...process.env,
          CONTENT_DIR: contentDir,
          CONTENT_BUILD_DIR: path.join(scratch, "build"),
        },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Keeps the first third of a file's lines. */
function cutToFirstThird(file: string) {
  const lines = readFileSync(file, "utf8").split("\n");
  writeFileSync(file, lines.slice(0, Math.ceil(lines.length / 3)).join("\n"));
}

const relative = (file: string) => path.relative(process.cwd(), file);

describe("npm run content:check", () => {
  it("passes the content as it ships", async () => {
    const { code, output } = await runScript("scripts/check-content.ts");
    expect(output).toContain("is valid");
    expect(code).toBe(0);
  }, 60_000);

  it("fails on a module page cut to its first third, naming the file and the fields", async () => {
    const page = path.join(contentDir, "modules/accounting.yaml");
    cutToFirstThird(page);
    const { code, output } = await runScript("scripts/check-content.ts");
    expect(code).toBe(1);
    expect(output).toContain(`${relative(page)}: faq: is required`);
    expect(output).toContain(`${relative(page)}: cta: is required`);
  }, 60_000);

  it("reports every problem at once, across files", async () => {
    const catalogue = path.join(contentDir, "catalogue.yaml");
    writeFileSync(
      catalogue,
      readFileSync(catalogue, "utf8").replace("icon: kanban", "icon: rocket"),
    );
    const home = path.join(contentDir, "pages/home.yaml");
    writeFileSync(
      home,
      readFileSync(home, "utf8").replace(
        "slug: invoice-approval",
        "slug: invoice-approvals",
      ),
    );
    rmSync(path.join(contentDir, "industries/government.yaml"));
    const { code, output } = await runScript("scripts/check-content.ts");
    expect(code).toBe(1);
    expect(output).toContain("The content has 3 problems");
    expect(output).toContain(`${relative(catalogue)}: entries.1.icon:`);
    expect(output).toContain(
      `${relative(catalogue)}: entries.11.slug: has no page file content/industries/government.yaml`,
    );
    expect(output).toContain(
      `${relative(home)}: capabilities.cards.process.slug: no business process "invoice-approvals"`,
    );
  }, 60_000);
});

describe("the build's content step", () => {
  it("stops on a module page cut to its first third, naming the file", async () => {
    const page = path.join(contentDir, "modules/workforce.yaml");
    cutToFirstThird(page);
    const { code, output } = await runScript("scripts/compile-content.ts");
    expect(code).toBe(1);
    expect(output).toContain("Content build failed");
    expect(output).toContain(`${relative(page)}: faq: is required`);
  }, 60_000);
});
