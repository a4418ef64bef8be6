import type { UIMatch } from "@remix-run/react";

/** What a route module may declare in its `handle` export. */
export type RouteHandle = {
  /** behaviour §2: the header starts transparent with white text over this route's dark hero. */
  whiteHeader?: boolean;
  /**
   * The route's name in behaviour §2 where the spec gives one (`online-form-id`): flat routes name
   * the route by its file (`routes/online-form.$id`), so the spec's name is kept here.
   */
  routeName?: string;
};

/** The flag of the deepest route that declares one. */
export function whiteHeaderFor(matches: UIMatch[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (typeof handle?.whiteHeader === "boolean") return handle.whiteHeader;
  }
  return false;
}
