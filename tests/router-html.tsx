import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";

/**
 * Server markup of `element` on a page at `path`, through the router Remix renders with (a
 * component with a `<Link>` needs one around it).
 */
export async function serverHtml(
  element: ReactNode,
  path = "/blog/an-article",
) {
  const routes = [
    {
      path: "/",
      element: null,
      children: [
        { path: "blog/:slug", element },
        { path: "*", element },
      ],
    },
  ];
  const context = await createStaticHandler(routes).query(
    new Request(`http://site.invalid${path}`),
  );
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(routes, context)}
      context={context}
      hydrate={false}
    />,
  );
}
