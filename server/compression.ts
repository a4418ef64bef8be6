import compression from "compression";
import type { Request, Response } from "express";
import { constants as zlib } from "node:zlib";

/**
 * Compression of the responses that are made per request (signed-in pages, open dialogs, page
 * cache misses, data requests): docs/decisions/053. A page-cache hit is already compressed, once,
 * at its best (server/page-cache.ts), and goes out as stored: it is never compressed again, not
 * even for a client that accepts only `deflate`.
 *
 * Brotli at quality 3 with a 64 KiB window for browsers: measured on a signed-in home page
 * (`npm run bench:compression`), it costs less CPU than the library's default (quality 4, 4 MiB
 * window) and than gzip 6, sends fewer bytes than gzip 6, and a response in flight holds about
 * two thirds of the default's native memory. gzip, for clients without Brotli (crawlers), at
 * level 6 with zlib's default memory.
 */
export const DYNAMIC_BROTLI = {
  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  [zlib.BROTLI_PARAM_QUALITY]: 3,
  [zlib.BROTLI_PARAM_LGWIN]: 16,
};
export const DYNAMIC_GZIP_LEVEL = 6;

/** True for a response the page cache sent as stored (already encoded, or to stay identity). */
export const isStoredPage = (res: Response) =>
  res.getHeader("X-Page-Cache") === "hit";

export function compressDynamicResponses() {
  return compression({
    level: DYNAMIC_GZIP_LEVEL,
    brotli: { params: DYNAMIC_BROTLI },
    filter: (req: Request, res: Response) =>
      !isStoredPage(res) && compression.filter(req, res),
  });
}
