import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineCoverUrls, withInlineCover } from "./inline-cover.server";

const PUBLIC = path.resolve(import.meta.dirname, "../../../public");
const decoded = (dataUrl: string | undefined) =>
  decodeURIComponent(
    (dataUrl ?? "").replace(/^data:image\/svg\+xml,/, "") || "missing",
  );

describe("withInlineCover", () => {
  it("puts every blog cover of the repository inside the page, as written", () => {
    const covers = readdirSync(path.join(PUBLIC, "images/blog"));
    expect(covers.length).toBeGreaterThan(5);
    for (const name of covers) {
      const src = `/images/blog/${name}`;
      const cover = withInlineCover({ src, alt: "A cover" });
      expect(cover.src).toBe(src);
      expect(cover.alt).toBe("A cover");
      expect(cover.inlineSrc).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(decoded(cover.inlineSrc)).toBe(
        readFileSync(path.join(PUBLIC, src), "utf8").trim(),
      );
    }
  });

  it("writes a URL without spaces, quotes or angle brackets (the HTML check refuses them)", () => {
    const cover = withInlineCover(
      { src: "/images/blog/a.svg", alt: "" },
      inlineCoverUrls({ "../public/images/blog/a.svg": '<svg a="1 #2"/>\n' }),
    );
    expect(cover.inlineSrc).toBe(
      "data:image/svg+xml,%3Csvg%20a%3D%221%20%232%22%2F%3E",
    );
  });

  it("keeps the address alone for a cover over 4 KB, or one it doesn't know", () => {
    const at = (bytes: number) =>
      withInlineCover(
        { src: "/images/blog/big.svg", alt: "Big" },
        inlineCoverUrls({
          "../public/images/blog/big.svg": `<svg>${"x".repeat(bytes - 11)}</svg>`,
        }),
      );
    expect(at(4096).inlineSrc).toMatch(/^data:/);
    expect(at(4097)).toStrictEqual({ src: "/images/blog/big.svg", alt: "Big" });
    expect(
      withInlineCover({ src: "/images/blog/none.svg", alt: "" }),
    ).toStrictEqual({
      src: "/images/blog/none.svg",
      alt: "",
    });
  });
});
