import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// Issue 15, decision 038: two patches keep per-build work out of every server render. Both
// builds of each package are checked: the server loads the CommonJS one, a bundler the ES module.
const require = createRequire(import.meta.url);

type IconProps = Record<string, unknown>;
type LucideModule = Record<string, ComponentType<IconProps>>;

const lucideCommonJs = require.resolve("lucide-react");
const LUCIDE_BUILDS: Record<string, () => Promise<LucideModule>> = {
  commonjs: async () => require(lucideCommonJs) as LucideModule,
  "ES module": async () =>
    (await import(
      pathToFileURL(
        path.join(path.dirname(lucideCommonJs), "../esm/lucide-react.mjs"),
      ).href
    )) as LucideModule,
};

const svgOf = (Icon: ComponentType<IconProps>, props: IconProps) =>
  renderToString(createElement(Icon, props));

describe.each(Object.entries(LUCIDE_BUILDS))(
  "lucide-react (%s): an icon's built attributes, reused",
  (_build, load) => {
    it("follow each render's props: class, stroke, size and accessibility", async () => {
      const { Check } = await load();
      const small = svgOf(Check!, { className: "size-4" });
      expect(small).toContain('class="lucide lucide-check size-4"');
      expect(small).toContain('aria-hidden="true"');
      const labelled = svgOf(Check!, {
        className: "size-4",
        "aria-label": "Done",
      });
      expect(labelled).toContain('aria-label="Done"');
      expect(labelled).not.toContain("aria-hidden");
      const thin = svgOf(Check!, {
        className: "size-5",
        strokeWidth: 1.5,
        size: 20,
      });
      expect(thin).toContain('class="lucide lucide-check size-5"');
      expect(thin).toContain('stroke-width="1.5"');
      expect(thin).toContain('width="20"');
      // The first props again give the first markup, not the last one built.
      expect(svgOf(Check!, { className: "size-4" })).toBe(small);
    });

    it("are built afresh for props that are not plain values", async () => {
      const { ArrowRight } = await load();
      expect(svgOf(ArrowRight!, { style: { color: "red" } })).toContain(
        'style="color:red"',
      );
      expect(svgOf(ArrowRight!, { style: { color: "blue" } })).toContain(
        'style="color:blue"',
      );
    });
  },
);

type StaticRouter = {
  routes: unknown[];
  state: { matches: Array<{ route: { id: string } }> };
};
type RouterDomServer = {
  createStaticRouter: (
    routes: unknown[],
    context: { matches: Array<{ route: { id: string } }>; location: unknown },
  ) => StaticRouter;
};

const ROUTER_DOM_BUILDS: Record<string, () => Promise<RouterDomServer>> = {
  commonjs: async () => require("react-router-dom/server") as RouterDomServer,
  "ES module": async () =>
    (await import(
      pathToFileURL(
        path.join(
          path.dirname(require.resolve("react-router-dom/server")),
          "server.mjs",
        ),
      ).href
    )) as RouterDomServer,
};

describe.each(Object.entries(ROUTER_DOM_BUILDS))(
  "react-router-dom/server (%s): createStaticRouter",
  (_build, load) => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "home", index: true },
          { id: "blog", path: "blog" },
        ],
      },
    ];
    const contextFor = (...ids: string[]) => ({
      location: { pathname: "/" },
      matches: ids.map((id) => ({ route: { id } })),
    });

    it("makes the data routes of one routes array once, and each render's matches from them", async () => {
      const { createStaticRouter } = await load();
      const first = createStaticRouter(routes, contextFor("root", "home"));
      const second = createStaticRouter(routes, contextFor("root", "blog"));
      expect(second.routes).toBe(first.routes);
      expect(first.state.matches.map((match) => match.route.id)).toEqual([
        "root",
        "home",
      ]);
      expect(second.state.matches.map((match) => match.route.id)).toEqual([
        "root",
        "blog",
      ]);
      expect(second.state.matches[1]!.route).toBe(
        (first.routes[0] as { children: unknown[] }).children[1],
      );
    });

    it("makes new data routes for another routes array", async () => {
      const { createStaticRouter } = await load();
      const other = structuredClone(routes);
      expect(createStaticRouter(other, contextFor("root")).routes).not.toBe(
        createStaticRouter(routes, contextFor("root")).routes,
      );
    });
  },
);
