import { createHash } from "node:crypto";

/** Script types a browser runs; anything else (JSON-LD, import maps aside) is a data block. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script the document runs, in order of
 * appearance, without repeats. React writes a script's text as it is (a script element's content
 * is raw text: no character references), so hashing the bytes between the tags is what a browser
 * hashes. External scripts (`src`) are loaded under 'strict-dynamic' by the scripts hashed here.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(` ${attributes}`)?.[1] ?? "";
    if (!EXECUTABLE_TYPES.has(type.trim().toLowerCase())) continue;
    hashes.add(
      `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
    );
  }
  return [...hashes];
}
