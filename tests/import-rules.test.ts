import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * docs/architecture.md: imports flow routes → components → lib, without cycles, and `~/root` is
 * imported for its types only. These plant violations where they would hurt and check that
 * `npm run lint` refuses each one.
 */
// Ignores off: `eslint .` skips the probe folders, as it runs beside this test in `npm test`.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
// Probes live inside app/lib (where the rules apply) in a folder of their own, removed after.
const probeDir = mkdtempSync(path.join(process.cwd(), "app/lib/.lint-probe-"));

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

async function ruleIdsFor(files: Record<string, string>, lintFile: string) {
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(path.join(probeDir, name), source);
  }
  const [result] = await eslint.lintFiles([path.join(probeDir, lintFile)]);
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe("import rules", () => {
  it("refuse an import cycle", async () => {
    const rules = await ruleIdsFor(
      {
        "first.ts":
          'import { second } from "./second";\nexport const first = () => second;\n',
        "second.ts":
          'import { first } from "./first";\nexport const second = () => first;\n',
      },
      "first.ts",
    );
    expect(rules).toContain("import-x/no-cycle");
  }, 60_000);

  it("refuse an import cycle through the ~/ alias and a third module", async () => {
    const probe = `~/lib/${path.basename(probeDir)}`;
    const rules = await ruleIdsFor(
      {
        "alias-a.ts": `import { b } from "${probe}/alias-b";\nexport const a = () => b;\n`,
        "alias-b.ts": `import { c } from "${probe}/alias-c";\nexport const b = () => c;\n`,
        "alias-c.ts": `import { a } from "${probe}/alias-a";\nexport const c = () => a;\n`,
      },
      "alias-a.ts",
    );
    expect(rules).toContain("import-x/no-cycle");
  }, 60_000);

  it.each([
    [
      "a component",
      'import { Button } from "~/components/ui/button";\nexport const probe = Button;\n',
    ],
    [
      "a route",
      'import { loader } from "~/routes/auth";\nexport const probe = loader;\n',
    ],
    [
      "the root module at run time",
      'import { loader } from "~/root";\nexport const probe = loader;\n',
    ],
  ])(
    "refuse lib importing %s",
    async (_what, source) => {
      const rules = await ruleIdsFor({ "layer.ts": source }, "layer.ts");
      expect(rules).toContain("@typescript-eslint/no-restricted-imports");
    },
    60_000,
  );

  it("allow lib to import the root module's types", async () => {
    const rules = await ruleIdsFor(
      {
        "types-only.ts":
          'import type { loader } from "~/root";\nexport type Probe = typeof loader;\n',
      },
      "types-only.ts",
    );
    expect(rules).toEqual([]);
  }, 60_000);
});
