import fc from "fast-check";
import { validateHeaderValue } from "node:http";
import { describe, expect, it } from "vitest";
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from "./return-to";

// Where a form goes back to after it is sent (the auth dialog, logout, the contact dialog without
// script): only a path of this site, in characters a Location header and every URL parser take
// the same way. Anything else is "/".

/** Where a browser on https://aden.example goes when this is the Location. */
const browserTarget = (location: string) =>
  new URL(location, "https://aden.example/pricing");

describe("safeReturnTo", () => {
  it.each([
    ["/", "/"],
    ["/pricing", "/pricing"],
    ["/blog/a-b?page=2#top", "/blog/a-b?page=2#top"],
    ["/pricing?auth=login", "/pricing?auth=login"],
    ["/search?q=a%20b&x=%2F", "/search?q=a%20b&x=%2F"],
    ["/blog/a%2F%2Fb", "/blog/a%2F%2Fb"],
    ["/a:b@c!$&'()*+,;=~", "/a:b@c!$&'()*+,;=~"],
    // Normalized: dot segments resolved, printable non-ASCII percent-encoded.
    ["/blog/../pricing", "/pricing"],
    ["/blog/café", "/blog/caf%C3%A9"],
    ["/x?q=é", "/x?q=%C3%A9"],
  ])("keeps %j as %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    // Not a string, or not a path.
    [undefined],
    [null],
    [42],
    [["/pricing"]],
    [""],
    ["pricing"],
    ["https://evil.example/"],
    ["http:/evil.example"],
    ["javascript:alert(1)"],
    ["javascript:x"],
    ["data:text/html,x"],
    // Protocol-relative, plainly or through what parsers drop, turn or decode.
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["/x\\y"],
    ["\t//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/%2f%2fevil.example"],
    ["/%2F/evil.example"],
    ["/%5cevil.example"],
    ["/%5C%5Cevil.example"],
    // Normalizing makes them protocol-relative.
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/a/..//evil.example"],
    ["/%2e//evil.example"],
    ["/%2e%2e/%2fevil.example"],
    // Control characters (C0, DEL, C1), whitespace, format characters.
    ["/\u000b/x"],
    ["/\u0001x"],
    ["/\u0000"],
    ["/x\u007f"],
    ["/x\u0085"],
    ["/x\u009b"],
    ["/ /x"],
    ["/x y"],
    ["/x\u00a0"],
    ["/x\u2028"],
    ["/x\u202e"],
    ["/x\u200b"],
    ["/x\ufeff"],
    ["/x\ud800"],
    // Characters no URL holds raw, and broken escapes.
    ['/x"y'],
    ["/x<script>"],
    ["/x`y"],
    ["/x{y}"],
    ["/x|y"],
    ["/x^y"],
    ["/x[0]"],
    ["/%"],
    ["/%zz"],
    ["/x?q=%4"],
    // Too long.
    [`/${"a".repeat(RETURN_TO_MAX_LENGTH)}`],
    [`/${"a".repeat(3000)}`],
    [`/${"é".repeat(400)}`],
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });

  it("refuses a value over 2048 characters even when it normalizes shorter", () => {
    const value = `/a/../${"b".repeat(RETURN_TO_MAX_LENGTH - 4)}`;
    expect(value.length).toBeGreaterThan(2048);
    expect(safeReturnTo(value)).toBe("/");
  });

  it("takes a path of exactly 2048 characters", () => {
    const path = `/${"a".repeat(RETURN_TO_MAX_LENGTH - 1)}`;
    expect(safeReturnTo(path)).toBe(path);
  });

  it("answers, for any text, a path a browser keeps on this site and Node sends as a header", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 30 }),
          fc
            .string({ unit: "binary", maxLength: 30 })
            .map((tail) => `/${tail}`),
          fc
            .array(
              fc.constantFrom(
                "/",
                "\\",
                ".",
                "..",
                "%2f",
                "%5C",
                "%2e",
                "\t",
                "\n",
                "evil.example",
                "?",
                "#",
                ":",
                "@",
              ),
              { maxLength: 8 },
            )
            .map((parts) => parts.join("")),
        ),
        (value) => {
          const path = safeReturnTo(value);
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(() => validateHeaderValue("Location", path)).not.toThrow();
          expect(browserTarget(path).origin).toBe("https://aden.example");
          // Idempotent: what comes out is taken as it is.
          expect(safeReturnTo(path)).toBe(path);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
