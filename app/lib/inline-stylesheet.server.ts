import { readFileSync } from "node:fs";
import path from "node:path";

let read: { file: string; text: string | null } | undefined;

/**
 * The built stylesheet at `href` (a `/assets/…` URL) as text, read once per process from the
 * client build; null when it can't be read or could end the `<style>` element early.
 */
export function builtStylesheetText(
  clientDirectory: string,
  href: string,
): string | null {
  const file = path.join(clientDirectory, path.normalize(href));
  if (read?.file === file) return read.text;
  let text: string | null;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    text = null;
  }
  if (text?.toLowerCase().includes("</style")) text = null;
  read = { file, text };
  return text;
}
