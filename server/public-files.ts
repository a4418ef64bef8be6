import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The files of `public/` as copied into the build, cached for an hour. Only a request whose
 * first path segment names one of the folder's entries (read once at start: the build doesn't
 * change under a running server) reaches the file system; a page request never waits on a
 * `stat` for a file that can't be there (issue 15: `/` cost a stat of index.html each time).
 */
export function publicFiles(directory: string): RequestHandler {
  const entries = new Set(readdirSync(directory));
  const serve = express.static(directory, { maxAge: "1h" });
  return (req, res, next) => {
    const first = req.path.slice(1).split("/", 1)[0];
    if (first && entries.has(first)) return serve(req, res, next);
    next();
  };
}
