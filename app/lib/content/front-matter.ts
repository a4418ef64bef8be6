import { parse as parseYaml, YAMLParseError } from "yaml";

export type SplitSource =
  { ok: true; data: unknown; body: string } | { ok: false; reason: string };

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a markdown file into its YAML front matter (parsed) and its markdown body. */
export function splitFrontMatter(source: string): SplitSource {
  // A byte order mark is not content; the body is cut from the same text the match was made on.
  const text = source.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {
      ok: false,
      reason:
        "is missing: the file must start with a block of YAML fields between two --- lines",
    };
  }
  const parsed = parseYamlData(match[1] ?? "");
  return parsed.ok
    ? { ok: true, data: parsed.data, body: text.slice(match[0].length) }
    : parsed;
}

export type ParsedYaml =
  { ok: true; data: object } | { ok: false; reason: string };

/** Parses a block of YAML that must be a set of fields (front matter, a content/*.yaml file). */
export function parseYamlData(source: string): ParsedYaml {
  try {
    // YAML 1.2 core schema: dates such as 2025-03-04 stay strings, as the schemas expect.
    const data: unknown = parseYaml(source, { prettyErrors: false });
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      return { ok: false, reason: "must be a set of `field: value` lines" };
    }
    return { ok: true, data };
  } catch (error) {
    const reason =
      error instanceof YAMLParseError
        ? `is not valid YAML (${error.message.split("\n")[0]})`
        : "is not valid YAML";
    return { ok: false, reason };
  }
}
