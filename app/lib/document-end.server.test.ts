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

  it("leaves a stream without the tags as it was", async () => {
    expect(await through(['{"json":', "true}"])).toBe('{"json":true}');
  });
});
