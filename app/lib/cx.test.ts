import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("joins the class names given, with one space, skipping false, null and undefined", () => {
    expect(
      cx("button", false, "button--primary", null, undefined, "wide"),
    ).toBe("button button--primary wide");
    expect(cx(false, null)).toBe("");
  });
});
