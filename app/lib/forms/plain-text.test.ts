import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, startsLikeFormula } from "./plain-text";

describe("text a name or a short answer may not hold", () => {
  it("refuses line breaks in a one-line answer, and takes them in a multi-line one", () => {
    expect(hasHiddenCharacters("Ada\nLovelace")).toBe(true);
    expect(hasHiddenCharacters("Ada\nLovelace", { multiline: true })).toBe(
      false,
    );
    expect(hasHiddenCharacters("Ada\u202eLovelace", { multiline: true })).toBe(
      true,
    );
    expect(hasHiddenCharacters("Zoë O'Brien-Núñez")).toBe(false);
  });

  it("spots a name a spreadsheet would run as a formula by its first character only", () => {
    expect(
      ["=SUM(A1)", "+1", "-1", "@cmd", "Ada-Lovelace", "a=b", "x@y"].map(
        startsLikeFormula,
      ),
    ).toEqual([true, true, true, true, false, false, false]);
  });
});
