import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageNotFoundMessage } from "~/lib/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { whiteHeader: true };

/** Any path no route claims: a real 404 with the spec's message (behaviour §2, §8). */
export function loader({ request, context }: LoaderFunctionArgs): never {
  if (context.deliberateFailure) throw new Error(context.deliberateFailure);
  const { pathname } = new URL(request.url);
  throw new Response(pageNotFoundMessage(pathname), { status: 404 });
}

// Only the ErrorBoundary ever renders for this route; the loader always throws.
export default function NotFound() {
  return null;
}
