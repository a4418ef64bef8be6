import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/**
 * The root loader's data (public user, client config, flash toast, auth dialog state), for any
 * component. It lives here rather than in root.tsx so that components never import the root
 * module, which imports them (docs/architecture.md: imports flow one way).
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
