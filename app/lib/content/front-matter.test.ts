import { describe, expect, it } from "vitest";
import { parseYamlData, splitFrontMatter } from "./front-matter";

describe("splitFrontMatter", () => {
  it("parses the fields between the --- lines and keeps the rest as the body", () => {
    expect(
      splitFrontMatter("---\ntitle: Close the books\n---\n# Month end\n"),
    ).toEqual({
      ok: true,
      data: { title: "Close the books" },
      body: "# Month end\n",
    });
  });

  it("reads a file saved with a byte order mark, and keeps one inside the body", () => {
    expect(
      splitFrontMatter("\uFEFF---\r\ntitle: Close\r\n---\r\nOne\uFEFFtwo"),
    ).toEqual({ ok: true, data: { title: "Close" }, body: "One\uFEFFtwo" });
    expect(splitFrontMatter("---\ntitle: Close\n---\nOne\uFEFFtwo")).toEqual({
      ok: true,
      data: { title: "Close" },
      body: "One\uFEFFtwo",
    });
  });

  it("refuses a file without front matter", () => {
    expect(splitFrontMatter("# Month end\n")).toEqual({
      ok: false,
      reason:
        "is missing: the file must start with a block of YAML fields between two --- lines",
    });
  });
});

describe("parseYamlData", () => {
  it.each([
    ["an empty block", ""],
    ["a line of text", "just text"],
    ["a list", "- a\n- b"],
  ])("refuses %s: it must be fields", (_, source) => {
    expect(parseYamlData(source)).toEqual({
      ok: false,
      reason: "must be a set of `field: value` lines",
    });
  });

  it("names the YAML mistake, without the parser's drawing of the line", () => {
    expect(parseYamlData("title: a: b")).toEqual({
      ok: false,
      reason:
        "is not valid YAML (Nested mappings are not allowed in compact mappings)",
    });
  });

  it("refuses an alias to no anchor as invalid YAML", () => {
    expect(parseYamlData("title: *missing")).toEqual({
      ok: false,
      reason: "is not valid YAML",
    });
  });
});
