import { describe, expect, it } from "vitest";
import {
  parseRecordId,
  parseRelation,
  platformHref,
  relationForPath,
} from "./relations";

describe("relationForPath", () => {
  it("tags sign-in and sign-up from the AI-form pages, and from no other page", () => {
    expect(relationForPath("/ai-form")).toBe("aden-aiform");
    expect(relationForPath("/ai-form/thanks")).toBe("aden-aiform");
    expect(relationForPath("/")).toBeUndefined();
    expect(relationForPath("/blog/ai-form")).toBeUndefined();
  });
});

describe("parseRelation", () => {
  it("keeps the known relation tags only", () => {
    expect(parseRelation("aden-aiform")).toBe("aden-aiform");
    expect(parseRelation("aden-employee")).toBe("aden-employee");
    expect(parseRelation("aden-admin")).toBeUndefined();
    expect(parseRelation(undefined)).toBeUndefined();
  });
});

describe("parseRecordId", () => {
  it("keeps a plain id of up to 64 characters", () => {
    expect(parseRecordId("rec_A1-b2")).toBe("rec_A1-b2");
    expect(parseRecordId("a".repeat(64))).toBe("a".repeat(64));
  });

  it.each([
    ["nothing", ""],
    ["an id too long", "a".repeat(65)],
    ["a path before the id", "../rec1"],
    ["a query after the id", "rec1?x=1"],
    ["not a string", 42],
  ])("refuses %s", (_, value) => {
    expect(parseRecordId(value)).toBeUndefined();
  });
});

describe("platformHref", () => {
  it("sends a signed-in visitor through the handoff, to the app from the AI form", () => {
    expect(platformHref("aden-aiform")).toBe("/auth/handoff?to=app");
    expect(platformHref("aden-employee")).toBe("/auth/handoff?to=platform");
    expect(platformHref(undefined)).toBe("/auth/handoff?to=platform");
  });
});
