import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { SOLUTION_ROUTES, solutionRouteId } from "./config/solutions";

export default [
  // The module and industry pages share one route module (docs/decisions/022).
  ...SOLUTION_ROUTES.map(({ slug, path }) =>
    route(path, "solution-route.tsx", { id: solutionRouteId(slug) }),
  ),
  ...(await flatRoutes()),
] satisfies RouteConfig;
