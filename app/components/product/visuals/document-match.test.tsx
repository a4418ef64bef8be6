import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ValueWithWholeCodes } from "./document-match";

describe("a document match's values", () => {
  it("keep each code whole and wrap only at spaces", () => {
    expect(
      renderToStaticMarkup(<ValueWithWholeCodes value="J-2417 · 16-100" />),
    ).toBe(
      '<span class="whitespace-nowrap">J-2417</span> · <span class="whitespace-nowrap">16-100</span>',
    );
  });

  it("leave a value without codes as plain text", () => {
    expect(
      renderToStaticMarkup(<ValueWithWholeCodes value="Northgate Supply" />),
    ).toBe("Northgate Supply");
  });
});
