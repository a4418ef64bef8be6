import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileAndWatchContent } from "../server/content-dev";
import { captureLogs } from "./log-capture";

// `npm run dev` (server/content-dev.ts): content/ is compiled at start and after each edit; a
// mistake in it is told, and the last good build stays.

const FIXTURES = path.resolve(import.meta.dirname, "fixtures");
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A copy of the fixtures' content/ to edit, as CONTENT_DIR, and a build directory. */
function contentToEdit() {
  const root = mkdtempSync(path.join(tmpdir(), "content-dev-"));
  const contentDir = path.join(root, "content");
  cpSync(path.join(FIXTURES, "content"), contentDir, { recursive: true });
  vi.stubEnv("CONTENT_DIR", contentDir);
  vi.stubEnv("PUBLIC_DIR", path.join(FIXTURES, "public"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return { contentDir, outDir: path.join(root, "build") };
}

describe("compileAndWatchContent", () => {
  it("compiles at start, then tells of a broken edit", async () => {
    const { records } = captureLogs();
    const { contentDir, outDir } = contentToEdit();
    const stop = await compileAndWatchContent(outDir);
    cleanups.push(stop);
    expect(records.map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: "info",
        msg: "Content compiled: 3 posts, 3 integrations, 3 business processes, 4 case studies.",
      },
    ]);

    // One of the four posts is a draft.
    const post = path.join(
      contentDir,
      "blog",
      "closing-the-books-in-three-days.md",
    );
    writeFileSync(post, "---\ntitle: No date, no description\n---\n\nText.\n");
    await expect.poll(() => records.length, { timeout: 1_900 }).toBe(2);
    expect(records[1]).toMatchObject({ level: "error" });
    expect(records[1]?.msg).toMatch(
      /^Content not recompiled\. The content has \d+ problems?:\n.*closing-the-books-in-three-days/,
    );
  });

  it("fails the start when the build can't be written", async () => {
    const { outDir } = contentToEdit();
    writeFileSync(outDir, "a file where the build directory should be");
    await expect(
      compileAndWatchContent(path.join(outDir, "content")),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  it("fails the start when content/ can't be read at all", async () => {
    vi.stubEnv("CONTENT_DIR", path.join(tmpdir(), "no-such-content-dir"));
    await expect(
      compileAndWatchContent(path.join(tmpdir(), "unused-build")),
    ).rejects.toThrow(/ENOENT/);
  });
});
