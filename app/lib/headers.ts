import type { HeadersFunction } from "@remix-run/node";

/** A route's `headers`: the document keeps the Cache-Control its loader chose. */
export const loaderCacheControl: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};
