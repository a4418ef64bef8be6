import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "./document-end.server";

/** Streams `parts` (strings or bytes) through the transform and reads the result back. */
async function through(parts: (string | Buffer)[]) {
  const chunks: Buffer[] = [];
  const output = Readable.from(parts.map((part) => Buffer.from(part))).pipe(
    closingTagsLast(),
  );
  for await (const chunk of output) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

describe("closingTagsLast (issue 16: no script after </html>)", () => {
  it("moves the closing tags after the streamed scripts", async () => {
    expect(
      await through([
        "<html><body><main>Côte d’Ivoire</main></body></html>",
        "<script>a()</script>",
        "<script>b()</script>",
      ]),
    ).toBe(
      "<html><body><main>Côte d’Ivoire</main><script>a()</script><script>b()</script></body></html>",
    );
  });

  it("finds the tags split across writes", async () => {
    expect(
      await through([
        "<html><body>x</bo",
        "dy></ht",
        "ml>",
        "<script>s()</script>",
      ]),
    ).toBe("<html><body>x<script>s()</script></body></html>");
  });

  it("keeps multi-byte characters split across chunks whole, and emoji pairs too", async () => {
    const text = "<html><body>Côte d’Ivoire 👷🏽‍♀️</body></html><script>1</script>";
    const bytes = Buffer.from(text);
    // Every possible single split point, including inside each multi-byte character.
    for (let at = 1; at < bytes.length; at += 1) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)])).toBe(
        "<html><body>Côte d’Ivoire 👷🏽‍♀️<script>1</script></body></html>",
      );
    }
  });

  it("passes what is written at once on as one chunk (issue 15)", async () => {
    const stream = closingTagsLast();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    // As React flushes a shell: many 2 KB views in one synchronous run.
    const view = "<p>Côte d’Ivoire</p>".repeat(100);
    for (let index = 0; index < 50; index += 1) stream.write(Buffer.from(view));
    stream.write(Buffer.from("</body></html>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    // A later flush (streamed loader data) is a chunk of its own.
    stream.write(Buffer.from("<script>1</script>"));
    stream.end(Buffer.from("<script>2</script>"));
    await ended;
    expect(chunks).toHaveLength(3);
    expect(Buffer.concat(chunks).toString()).toBe(
      `${view.repeat(50)}<script>1</script><script>2</script></body></html>`,
    );
  });

  it("moves only the document's own tags: the same text in later data stays where it was", async () => {
    expect(
      await through([
        "<html><body><p>x</p></body></html>",
        '<script>post("ends with </body></html>")</script>',
      ]),
    ).toBe(
      '<html><body><p>x</p><script>post("ends with </body></html>")</script></body></html>',
    );
  });

  it("streams the page as it comes, holding back only what could begin the tags, and each later flush at once", async () => {
    const stream = closingTagsLast();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from("<html><body><main>The shell</main>"));
    await tick();
    // The last 13 bytes could be the start of "</body></html>" (14 bytes).
    expect(chunks).toEqual(["<html><body><main>The"]);
    stream.write(Buffer.from("</body></html>"));
    await tick();
    expect(chunks).toEqual(["<html><body><main>The", " shell</main>"]);
    stream.write(Buffer.from("<script>1</script>"));
    await tick();
    expect(chunks).toEqual([
      "<html><body><main>The",
      " shell</main>",
      "<script>1</script>",
    ]);
    stream.end();
  });

  it("leaves a stream without the tags as it was", async () => {
    expect(await through(['{"json":', "true}"])).toBe('{"json":true}');
  });
});
