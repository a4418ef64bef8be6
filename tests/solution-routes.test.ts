import { describe, expect, it, vi } from "vitest";
import { SOLUTION_ROUTES } from "~/config/solutions";

// File-system routes are another test's business: only what app/routes.ts adds is checked here.
vi.mock("@remix-run/fs-routes", () => ({ flatRoutes: async () => [] }));

describe("app/routes.ts", () => {
  it("registers the one solution route module at each module and industry path", async () => {
    const { default: routes } = await import("~/routes");
    expect(routes.map(({ path, file, id }) => ({ path, file, id }))).toEqual(
      SOLUTION_ROUTES.map((route) => ({
        path: route.path,
        file: "solution-route.tsx",
        id: `solution-${route.slug}`,
      })),
    );
    expect(routes).toHaveLength(12);
    // Importing app/routes.ts goes through Remix's route-config machinery: about 3 s here alone,
    // twice that while the other test files load the two cores.
  }, 20_000);
});
