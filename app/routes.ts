import { readFileSync } from "node:fs";
import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { parse as parseYaml } from "yaml";

// Remix loads this file without the app's Vite plugins and aliases, so it reads the catalogue
// itself; the content compiler has validated it before the build (docs/content.md).
const catalogue = parseYaml(
  readFileSync(new URL("../content/catalogue.yaml", import.meta.url), "utf8"),
) as { entries: { slug: string; path: string }[] };

export default [
  // The module and industry pages share one route module (docs/decisions/022).
  ...catalogue.entries.map(({ slug, path }) =>
    route(path, "solution-route.tsx", { id: `solution-${slug}` }),
  ),
  ...(await flatRoutes()),
] satisfies RouteConfig;
