import type { RequestHandler } from "express";

/** `/blog/` → `/blog` (301), keeping the query string, so every page has one URL. */
export const stripTrailingSlash: RequestHandler = (req, res, next) => {
  const isRead = req.method === "GET" || req.method === "HEAD";
  if (!isRead || req.path === "/" || !req.path.endsWith("/")) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const search = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  // Leading slashes are collapsed so `//evil.example/` can't become a protocol-relative redirect.
  const pathname = req.path.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
  res.redirect(301, `${pathname}${search}`);
};
