import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeWords } from "./whole-words";

describe("WholeWords", () => {
  it("keeps each code whole and lets the text wrap at its spaces", () => {
    expect(renderToStaticMarkup(<WholeWords text="J-2417 · 16-100" />)).toBe(
      '<span class="whitespace-nowrap">J-2417</span> · <span class="whitespace-nowrap">16-100</span>',
    );
  });

  it("keeps a hyphenated word whole, with the punctuation that follows it", () => {
    expect(
      renderToStaticMarkup(
        <WholeWords text="Licences and life-support cards, re-keyed." />,
      ),
    ).toBe(
      'Licences and <span class="whitespace-nowrap">life-support</span> cards, <span class="whitespace-nowrap">re-keyed.</span>',
    );
  });

  it("leaves text without hyphens as it is", () => {
    expect(renderToStaticMarkup(<WholeWords text="Northgate Supply" />)).toBe(
      "Northgate Supply",
    );
  });
});
