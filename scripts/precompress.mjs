// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the client
// build's hashed assets, at the highest levels, once per build. The server sends them as they
// are (express-static-gzip) instead of compressing every response again (record 041).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;

/** Compresses the files of `dir`; returns how many it wrote, and the bytes before and after. */
export function precompress(dir) {
  let files = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const raw = readFileSync(file);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    // A copy no smaller than the file is not worth a second request path.
    if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    rawBytes += raw.length;
    brotliBytes += Math.min(brotli.length, raw.length);
  }
  return { files, rawBytes, brotliBytes };
}
