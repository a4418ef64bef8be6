import { describe, expect, it } from "vitest";
import { fitForCookie } from "./flash-result";

describe("a form's result in the session cookie", () => {
  it("cuts each typed answer to 320 characters, in lists too, and drops what isn't text", () => {
    const long = "a".repeat(400);
    const result = {
      status: "error" as const,
      initialValue: {
        email: long,
        name: "Ada",
        topics: [long, "pricing"],
      },
      error: { email: ["Please enter a valid email"] },
    };
    expect(
      fitForCookie({
        ...result,
        initialValue: {
          ...result.initialValue,
          mixed: ["x", 7] as unknown as string[],
          nested: { a: "b" } as unknown as string,
        },
      }),
    ).toEqual({
      status: "error",
      initialValue: {
        email: "a".repeat(320),
        name: "Ada",
        topics: ["a".repeat(320), "pricing"],
        mixed: ["x"],
      },
      error: { email: ["Please enter a valid email"] },
    });
  });

  it("hands back a result without answers as it is", () => {
    const result = { status: "success" as const };
    expect(fitForCookie(result)).toBe(result);
  });
});
