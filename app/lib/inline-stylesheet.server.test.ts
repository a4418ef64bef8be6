import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtStylesheetText } from "./inline-stylesheet.server";

const directories: string[] = [];

function clientBuild(files: Record<string, string>) {
  const directory = mkdtempSync(path.join(tmpdir(), "client-build-"));
  directories.push(directory);
  mkdirSync(path.join(directory, "assets"));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(directory, name), text);
  }
  return directory;
}

afterEach(() => {
  for (const directory of directories.splice(0)) {
    rmSync(directory, { recursive: true, force: true });
  }
});

describe("builtStylesheetText", () => {
  it("reads the stylesheet at the asset URL once, then answers from memory", () => {
    const directory = clientBuild({ "assets/app-1.css": "body{margin:0}" });
    expect(builtStylesheetText(directory, "/assets/app-1.css")).toBe(
      "body{margin:0}",
    );
    writeFileSync(path.join(directory, "assets/app-1.css"), "changed");
    expect(builtStylesheetText(directory, "/assets/app-1.css")).toBe(
      "body{margin:0}",
    );
  });

  it("is null when the file is missing, so the document links it instead", () => {
    const directory = clientBuild({});
    expect(builtStylesheetText(directory, "/assets/app-2.css")).toBeNull();
  });

  it("is null for text that would close the <style> element early", () => {
    const directory = clientBuild({
      "assets/app-3.css": 'a::after{content:"</STYLE><script>"}',
    });
    expect(builtStylesheetText(directory, "/assets/app-3.css")).toBeNull();
  });
});
