import type { UIMatch } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { whiteHeaderFor } from "./route-handle";

/** Matches from the root down, each with the given `handle` export (or none). */
const matches = (...handles: unknown[]) =>
  handles.map(
    (handle, index) =>
      ({
        id: `route-${index}`,
        pathname: "/",
        params: {},
        data: undefined,
        handle,
      }) as UIMatch,
  );

// behaviour §2: the header starts transparent with white text over a route's dark hero.
describe("whiteHeaderFor", () => {
  it("takes the flag of the deepest route that declares one", () => {
    expect(whiteHeaderFor(matches({ whiteHeader: true }, undefined))).toBe(
      true,
    );
    expect(
      whiteHeaderFor(matches({ whiteHeader: true }, { whiteHeader: false })),
    ).toBe(false);
    expect(
      whiteHeaderFor(
        matches(undefined, { whiteHeader: false }, { whiteHeader: true }, {}),
      ),
    ).toBe(true);
  });

  it("is false when no route declares it", () => {
    expect(whiteHeaderFor([])).toBe(false);
    expect(whiteHeaderFor(matches(undefined, { routeName: "x" }))).toBe(false);
  });
});
