import { describe, expect, it } from "vitest";
import { avatarInitial, displayName } from "./user";

describe("the signed-in user in the header (behaviour §3)", () => {
  it("shows the first name's upper-cased first letter, or U", () => {
    expect(
      ["ada", "  émile ", "Ada", "", "   "].map((firstname) =>
        avatarInitial({ firstname }),
      ),
    ).toEqual(["A", "É", "A", "U", "U"]);
  });

  it("names the user by the first name, trimmed, or User", () => {
    expect(
      [" Ada Mae ", "", "  "].map((firstname) => displayName({ firstname })),
    ).toEqual(["Ada Mae", "User", "User"]);
  });
});
