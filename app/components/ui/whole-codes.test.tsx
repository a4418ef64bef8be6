import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeCodes } from "./whole-codes";

describe("WholeCodes", () => {
  it("keeps each code whole and lets the text wrap at its spaces", () => {
    expect(renderToStaticMarkup(<WholeCodes text="J-2417 · 16-100" />)).toBe(
      '<span class="whitespace-nowrap">J-2417</span> · <span class="whitespace-nowrap">16-100</span>',
    );
  });

  it("leaves text without codes as it is", () => {
    expect(renderToStaticMarkup(<WholeCodes text="Northgate Supply" />)).toBe(
      "Northgate Supply",
    );
  });
});
