import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";

// Issue 26: each module and industry is named in one place, content/catalogue.yaml. The code and
// the other YAML files refer to an entry by its slug; markdown may mention the names in prose.
const CATALOGUE = "content/catalogue.yaml";

/**
 * The same word meaning something else: "Construction" is also a category of integrations
 * (Procore's), one of the fixed words of app/lib/content/vocabulary.ts, not the industry page.
 */
const HOMONYMS: Record<string, string[]> = {
  Construction: ["app/lib/content/vocabulary.ts"],
};

const filesUnder = (folder: string, pattern: RegExp) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        pattern.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Every string value of a YAML document. */
function yamlStrings(value: unknown): string[] {
  if (typeof value === "string") return [value.trim()];
  if (Array.isArray(value)) return value.flatMap(yamlStrings);
  if (value && typeof value === "object") {
    return Object.values(value).flatMap(yamlStrings);
  }
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The files that write `label` as a whole value: a string literal, JSX text or a YAML value. */
function filesNaming(label: string): string[] {
  const literal = new RegExp(
    `(["'\`])${escape(label)}\\1|>\\s*${escape(label)}\\s*<`,
  );
  const code = [
    ...filesUnder("app", /\.tsx?$/),
    ...filesUnder("server", /\.tsx?$/),
    ...filesUnder("content", /\.ts$/),
  ].filter((file) => literal.test(readFileSync(file, "utf8")));
  const yaml = filesUnder("content", /\.ya?ml$/).filter((file) =>
    yamlStrings(parseYaml(readFileSync(file, "utf8"))).includes(label),
  );
  return [...code, ...yaml];
}

const catalogue = parseYaml(readFileSync(CATALOGUE, "utf8")) as {
  entries: { label: string; slug: string }[];
};

describe("the catalogue of modules and industries", () => {
  it("has the twelve pages of behaviour §2", () => {
    expect(catalogue.entries.map((entry) => entry.label).sort()).toEqual([
      "Construction",
      "Contracting",
      "Finance & Accounting",
      "Government",
      "Healthcare",
      "Inventory Management",
      "Manufacturing",
      "Professional Services",
      "Project Management",
      "Training & Certification",
      "Workforce",
      "eCommerce",
    ]);
  });

  it.each(catalogue.entries.map((entry) => entry.label))(
    "is the only source file that names %s",
    (label) => {
      const elsewhere = HOMONYMS[label] ?? [];
      expect(
        filesNaming(label).filter((file) => !elsewhere.includes(file)),
      ).toEqual([CATALOGUE]);
    },
  );

  it("would notice a second copy of a name", () => {
    expect(filesNaming("Contact sales").length).toBeGreaterThan(0);
  });
});
