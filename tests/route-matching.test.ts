import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// patches/@remix-run+router+*.patch (issue 15): a server render matched the route tree four
// times per request, flattening and ranking it and compiling a RegExp per route segment each
// time (336 compilations for `/`). Both builds are checked: the server loads the CommonJS one,
// the browser bundle the ES module.
type Route = {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
};
type Router = {
  state: { errors: unknown; matches: Array<{ route: Route }> };
  initialize: () => Router;
  navigate: (to: string) => Promise<void>;
  dispose: () => void;
};
type RouterModule = {
  matchRoutes: (
    routes: Route[],
    location: string,
  ) => Array<{ route: Route; params: Record<string, string> }> | null;
  createRouter: (init: {
    routes: Route[];
    history: unknown;
    patchRoutesOnNavigation: (args: {
      path: string;
      patch: (routeId: string, children: Route[]) => void;
    }) => void;
  }) => Router;
  createMemoryHistory: (options?: { initialEntries?: string[] }) => unknown;
};

const require = createRequire(import.meta.url);
const commonJsFile = require.resolve("@remix-run/router");
const BUILDS: Record<string, () => Promise<RouterModule>> = {
  commonjs: async () => require(commonJsFile) as RouterModule,
  "ES module": async () =>
    (await import(
      pathToFileURL(path.join(path.dirname(commonJsFile), "router.js")).href
    )) as RouterModule,
};

/**
 * A tree shaped like the site's: a root layout over an index, static, dynamic and splat pages.
 * `prefix` makes its patterns new to the (process-wide) cache of compiled patterns.
 */
function siteRoutes(prefix = ""): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "pricing", path: `${prefix}pricing` },
        { id: "blog", path: `${prefix}blog` },
        { id: "article", path: `${prefix}blog/:slug` },
        {
          id: "process",
          path: `${prefix}integration-process/:integration/:process`,
        },
        { id: "sitemaps", path: `${prefix}sitemaps/:file` },
        { id: "optional", path: `${prefix}docs/:section?` },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const leafOf = (module: RouterModule, routes: Route[], pathname: string) => {
  const matches = module.matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  return leaf ? { id: leaf.route.id, params: leaf.params } : null;
};

const NativeRegExp = RegExp;
/** Counts `new RegExp(…)` while `run` runs (literals don't go through the constructor). */
async function countCompiledPatterns(run: () => void | Promise<void>) {
  let compiled = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args: ConstructorParameters<RegExpConstructor>) {
      compiled += 1;
      return Reflect.construct(target, args) as RegExp;
    },
  });
  try {
    await run();
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
  return compiled;
}
afterEach(() => {
  globalThis.RegExp = NativeRegExp;
});

describe("route matching", () => {
  for (const [build, load] of Object.entries(BUILDS)) {
    it(`matches as it always did (${build})`, async () => {
      const module = await load();
      const routes = siteRoutes();
      for (let round = 0; round < 2; round += 1) {
        expect(leafOf(module, routes, "/")).toEqual({ id: "home", params: {} });
        expect(leafOf(module, routes, "/PRICING/")).toMatchObject({
          id: "pricing",
        });
        expect(leafOf(module, routes, "/blog/field-crews")).toEqual({
          id: "article",
          params: { slug: "field-crews" },
        });
        expect(
          leafOf(module, routes, "/integration-process/quickbooks/invoices"),
        ).toEqual({
          id: "process",
          params: { integration: "quickbooks", process: "invoices" },
        });
        expect(leafOf(module, routes, "/docs")).toMatchObject({
          id: "optional",
        });
        expect(leafOf(module, routes, "/docs/setup")).toEqual({
          id: "optional",
          params: { section: "setup" },
        });
        expect(leafOf(module, routes, "/no/such/page")).toEqual({
          id: "not-found",
          params: { "*": "no/such/page" },
        });
      }
    });

    it(`compiles a route tree's patterns once, not on every match (${build})`, async () => {
      const module = await load();
      const prefix = `counted-${build.replace(" ", "-")}-`;
      const routes = siteRoutes(prefix);
      const first = await countCompiledPatterns(() => {
        module.matchRoutes(routes, "/");
      });
      expect(first).toBeGreaterThan(0);
      const again = await countCompiledPatterns(() => {
        for (const pathname of ["/", "/blog/a", "/pricing", "/", "/blog/b"]) {
          module.matchRoutes(
            routes,
            pathname.replace(/^\/(?=.)/, `/${prefix}`),
          );
        }
        // The same patterns in a new tree (a server builds one per render) compile nothing.
        module.matchRoutes(siteRoutes(prefix), "/");
      });
      expect(again).toBe(0);
    });

    it(`sees routes discovered during a navigation (${build})`, async () => {
      const module = await load();
      // Lazy route discovery patches the tree in place, then matches the same array again.
      const router = module
        .createRouter({
          routes: [
            { id: "root", path: "", children: [{ id: "home", index: true }] },
          ],
          history: module.createMemoryHistory({ initialEntries: ["/"] }),
          patchRoutesOnNavigation: ({ path: pathname, patch }) => {
            if (pathname === "/pricing") {
              patch("root", [{ id: "pricing", path: "pricing" }]);
            }
          },
        })
        .initialize();
      try {
        await router.navigate("/pricing");
        expect(router.state.errors).toBeNull();
        expect(router.state.matches.at(-1)?.route.id).toBe("pricing");
      } finally {
        router.dispose();
      }
    });
  }
});
