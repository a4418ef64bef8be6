import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Issue 26: the site's words live in content/. What is left in the code is interface words, the
// spec's messages and errors for developers; this keeps it so.
const LIMIT = 150;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A word of prose: letters, perhaps an apostrophe or hyphen, perhaps punctuation after it. */
const WORD = /^[("“‘]?[A-Za-z][A-Za-z’'&-]*[,.;:!?)”’"]*$/;
/** A class name such as `text-ink-700` or `sm:flex` is not a word. */
const CLASS_NAME = /^[a-z]+-[a-z0-9-]+$/;

/** Six words or more, and mostly words: Tailwind class lists and URLs are not prose. */
function isProse(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const words = tokens.filter(
    (token) => WORD.test(token) && !CLASS_NAME.test(token),
  );
  return words.length >= 6 && words.length >= tokens.length * 0.6;
}

/** Every string literal, template and JSX text of a file that reads as prose. */
const proseIn = (file: string) =>
  proseInSource(readFileSync(file, "utf8"), file.endsWith(".tsx"));

function proseInSource(text: string, jsx = false): string[] {
  const source = ts.createSourceFile(
    jsx ? "source.tsx" : "source.ts",
    text,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  /** The words of a literal, a template (each ${…} read as one word) or a `+` chain of them. */
  const textOf = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      return node.text;
    }
    if (ts.isJsxText(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return [
        node.head.text,
        ...node.templateSpans.map((span) => span.literal.text),
      ].join(" x ");
    }
    // One message written over several lines is one string.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken
    ) {
      const left = textOf(node.left);
      const right = textOf(node.right);
      if (left !== null && right !== null) return `${left}${right}`;
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== null) {
      if (isProse(text)) found.push(text.trim());
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("prose in the code", () => {
  it("counts a message written over several lines once", () => {
    expect(
      proseInSource(
        'const warning = "Sessions are kept in this process, " +\n  "so a restart signs everyone out.";',
      ),
    ).toEqual([
      "Sessions are kept in this process, so a restart signs everyone out.",
    ]);
  });

  it("counts six-word strings, not class lists", () => {
    expect(isProse("Something went wrong. Please try again.")).toBe(true);
    expect(isProse("Start free with your own invoices")).toBe(true);
    expect(isProse("Five words are not enough")).toBe(false);
    expect(
      isProse("mt-6 max-w-xl text-lg leading-8 text-ink-200 sm:flex-row"),
    ).toBe(false);
  });

  it(`stays at ${LIMIT} strings or fewer in app/ and server/ (tests aside)`, () => {
    const perFile = [...sourceFiles("app"), ...sourceFiles("server")]
      .map((file) => ({ file, count: proseIn(file).length }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count);
    const total = perFile.reduce((sum, { count }) => sum + count, 0);
    // On failure, the files that hold the most: move their copy to content/.
    expect(
      total,
      perFile
        .slice(0, 15)
        .map(({ file, count }) => `${count} ${file}`)
        .join("\n"),
    ).toBeLessThanOrEqual(150);
    // Parsing every source file takes seconds on a busy two-core machine: a ceiling, not a target.
  }, 30_000);
});
