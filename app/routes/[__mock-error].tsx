import { getEnv } from "~/lib/env.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { whiteHeader: true };

/**
 * A page that fails on purpose while the mock upstream is on, so tests can see the error page.
 * With a real upstream it does not exist.
 */
export function loader({ request }: { request: Request }): never {
  if (!getEnv().mocksEnabled) {
    throw new Response(`Page not found: ${new URL(request.url).pathname}`, {
      status: 404,
    });
  }
  throw new Error("Deliberate failure of /__mock-error (mock upstream only)");
}

export default function MockError() {
  return null;
}
