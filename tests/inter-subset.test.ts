import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  codePointsOf,
  INTER_FACES_CSS,
  INTER_SUBSET_FONT,
  interFacesCss,
  subsetInter,
} from "../scripts/inter-subset";

describe("the cut-down Inter the site loads (decision 039)", () => {
  it("is what scripts/inter-subset.ts makes of today's @fontsource file (else: npm run generate:font)", async () => {
    const committed = readFileSync(INTER_SUBSET_FONT);
    expect(committed.equals(await subsetInter())).toBe(true);
    // Worth having: about half of the 48 KB of the whole Latin file.
    expect(committed.length).toBeLessThan(26_000);
  });

  it("has its @font-face rules generated from the same source (else: npm run generate:font)", async () => {
    expect(readFileSync(INTER_FACES_CSS, "utf8")).toBe(await interFacesCss());
  });

  it("takes Latin from the cut-down file and every other script from @fontsource", async () => {
    const css = await interFacesCss();
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(
      ([, body]) => ({
        source: /url\("([^"]+)"\)/.exec(body!)?.[1],
        range: /unicode-range:([^;]+);/.exec(body!)?.[1] ?? "",
      }),
    );
    expect(faces).toHaveLength(7);
    expect(faces.filter((face) => face.source?.startsWith("./"))).toEqual([
      expect.objectContaining({ source: "./inter-latin-subset.woff2" }),
    ]);
    const latin = new Set(
      codePointsOf(faces.find((face) => face.source?.startsWith("./"))!.range),
    );
    expect(latin.has("A".codePointAt(0)!)).toBe(true);
    expect(latin.has("—".codePointAt(0)!)).toBe(true);
    expect(latin.has("ě".codePointAt(0)!)).toBe(false);
  });

  it("reads unicode-range values as the code points they name", () => {
    expect(codePointsOf("U+0041-0043, U+2212")).toEqual([
      0x41, 0x42, 0x43, 0x2212,
    ]);
  });
});
