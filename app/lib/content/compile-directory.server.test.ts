import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentValidationError } from "./compile";
import {
  compileContentDirectory,
  readContentSources,
  readPageFileSources,
} from "./compile-directory.server";

let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "compile-directory-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const write = (file: string, contents: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), contents);
};

describe("reading the content folder", () => {
  it("reads the YAML files of each folder in name order, and none of a folder that isn't there", () => {
    for (const name of ["b.yaml", "a.yml", "notes.txt", "c.yaml.bak"]) {
      write(`pages/${name}`, "title: x\n");
    }
    const sources = readPageFileSources(root);
    expect(sources.catalogue).toBeNull();
    expect(sources.modules).toEqual([]);
    expect(sources.industries).toEqual([]);
    expect(sources.pages.map(({ file }) => path.basename(file))).toEqual([
      "a.yml",
      "b.yaml",
    ]);
  });

  it("reads each collection's markdown, and none of a collection that isn't there", () => {
    write("blog/b.md", "B");
    write("blog/a.md", "A");
    write("blog/notes.txt", "N");
    const sources = readContentSources(root);
    expect(
      sources.blog.map(({ file, contents }) => [path.basename(file), contents]),
    ).toEqual([
      ["a.md", "A"],
      ["b.md", "B"],
    ]);
    expect(sources.legal).toEqual([]);
  });
});

describe("compiling the content folder", () => {
  it("reports the markdown's problems and the YAML files' together", async () => {
    const contentDir = path.join(root, "content");
    cpSync(path.resolve("tests/fixtures/content"), contentDir, {
      recursive: true,
    });
    cpSync(path.resolve("content/pages"), path.join(contentDir, "pages"), {
      recursive: true,
    });
    rmSync(path.join(contentDir, "legal", "privacy.md"));
    writeFileSync(path.join(contentDir, "catalogue.yaml"), "- accounting\n");
    const named = path.relative(process.cwd(), contentDir);

    const error = await compileContentDirectory({
      contentDir,
      outDir: path.join(root, "build"),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).problems).toEqual([
      {
        file: `${named}/legal/privacy.md`,
        field: "file",
        reason: "is missing: the page /privacy needs it (behaviour §2)",
      },
      {
        file: `${named}/catalogue.yaml`,
        field: "file",
        reason: "must be a set of `field: value` lines",
      },
    ]);
  });
});
