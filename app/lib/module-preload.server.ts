import type { EntryContext } from "@remix-run/node";

/**
 * The page's JavaScript, announced in the answer's headers: `Link: <…>; rel=modulepreload` for
 * the entry and every module of the matched routes (each route's imports, then the route), in the
 * order Remix's `<Scripts>` preloads them.
 *
 * Remix writes the same list as `<link rel="modulepreload">` at the end of `<body>`, which a
 * browser only reaches after the whole document has arrived and been parsed: on a phone that is
 * half a second in which the network sits idle (docs/performance.md). The header lets the
 * requests start with the document.
 */
export function modulePreloadLinks({
  manifest,
  staticHandlerContext,
}: Pick<EntryContext, "manifest" | "staticHandlerContext">): string {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    for (const imported of route.imports ?? []) modules.add(imported);
    modules.add(route.module);
  }
  return [...modules]
    .map((href) => `<${href}>; rel=preload; as=script; crossorigin`)
    .join(", ");
}
