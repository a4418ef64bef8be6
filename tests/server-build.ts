import type { ServerBuild } from "@remix-run/node";
import { REMIX_FUTURE_FLAGS } from "../remix-future";

/**
 * A Remix server build assembled in a test, with the site's future flags: the Remix runtime then
 * handles real requests against the route modules given, without Vite.
 */
export function testServerBuild({
  entry,
  routes,
  manifestRoutes = {},
}: {
  entry: ServerBuild["entry"]["module"];
  routes: Record<string, unknown>;
  manifestRoutes?: Record<string, unknown>;
}): ServerBuild {
  return {
    mode: "production",
    basename: "/",
    isSpaMode: false,
    publicPath: "/build/",
    assetsBuildDirectory: "build/client",
    future: REMIX_FUTURE_FLAGS,
    assets: {
      version: "test",
      url: "/build/manifest.js",
      entry: { module: "/build/entry.js", imports: [] },
      routes: manifestRoutes,
    },
    entry: { module: entry },
    routes,
  } as unknown as ServerBuild;
}
