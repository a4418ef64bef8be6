import { describe, expect, it } from "vitest";
import { fillIn } from "./fill-in";

describe("fillIn", () => {
  it("fills in each {name} it has a value for and leaves the others as written", () => {
    expect(
      fillIn(
        "{users} users at {perUser} a month, billed {period} {not a name}",
        {
          users: 10,
          perUser: "$29",
        },
      ),
    ).toBe("10 users at $29 a month, billed {period} {not a name}");
  });
});
