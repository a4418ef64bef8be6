import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { carriesSessionCookie } from "~/lib/cache.server";
import { DIALOG_PARAMS } from "~/lib/dialog-url";
import { currentRequestContext } from "~/lib/request-context.server";

/**
 * Anonymous pages from memory (docs/decisions/030 and 048). A page the app marked `public` (what
 * a CDN may keep) carries no nonce and is the same bytes for every visitor, so it is kept whole,
 * compressed once with Brotli and gzip, and served as stored with a strong ETag (304 when the
 * browser has it). Anything that could differ per visitor goes to Remix: a session cookie (signed
 * in, a flash, sign-up progress) or a dialog or sign-up parameter. And a page is stored only when
 * the session its rendering read held nothing (request-context.server.ts), so a cookie spelled in
 * a way this check missed still can't put a personal page here.
 */

/** As long as a CDN may keep the same page (CACHE.publicPage's s-maxage). */
const TTL_MS = 5 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Query parameters that put per-visitor state in the page. */
const PERSONAL_PARAMS = new Set<string>([
  ...DIALOG_PARAMS,
  "step",
  "email",
  "vuid",
]);
/** Headers a cached page is served with; the rest (dates, HSTS…) are the new response's own. */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "link",
  "content-security-policy",
];

type Encoding = "br" | "gzip" | "identity";

/** A page as stored: its bytes in each encoding, and what identifies them. */
type CachedPage = {
  bodies: Record<Encoding, Buffer>;
  /** A hash of the page's bytes: the strong ETag's stem, one per encoding. */
  digest: string;
  headers: [string, string][];
};

/** A page as its render sent it: the same for everyone, not yet compressed. */
type RenderedPage = { body: Buffer; headers: [string, string][] };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for kept pages (decision 072). Quality 11 made a page about 10 % smaller than 8
 * for 46 times the CPU, about 0.3 s a page: a crawler's visit queued enough of them on libuv's
 * threads to hold file reads behind them (0.7 s on a quiet machine, many seconds on a busy one).
 */
const PAGE_BROTLI_QUALITY = 8;
/**
 * Pages are compressed two at a time, on two of libuv's four threads, so the others stay free for
 * the file reads and the streamed compression every other response needs. (One at a time kept
 * up with a crawler only when the main thread, busy rendering, picked up each step at once.) Past
 * this many waiting, a page is served but not kept: the cache fills again once the burst has
 * passed.
 */
const MAX_PAGES_WAITING_TO_BE_COMPRESSED = 32;

/** Brotli's text mode and gzip's best, one after the other: done once per page and build. */
async function compressOnce(identity: Buffer): Promise<CachedPage["bodies"]> {
  const br = await brotli(identity, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gz = await gzipped(identity, { level: zlib.Z_BEST_COMPRESSION });
  return { identity, br, gzip: gz };
}

export function createPageCache({ buildVersion }: { buildVersion: string }) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) =>
      page.bodies.identity.length +
      page.bodies.br.length +
      page.bodies.gzip.length +
      512,
    ttl: TTL_MS,
  });
  /**
   * Pages rendered, the same for everyone, and waiting in the lane to be compressed and kept: a
   * page rendered twice at once is compressed once, and its visitors meanwhile get it as it was
   * rendered (compressed per response), not after the pages ahead of it in the lane.
   */
  const compressing = new Map<string, RenderedPage>();
  const compressionLane = pLimit(2);
  /**
   * The first miss of each URL still rendering: settles once its page is sent, with the page when
   * it is the same for everyone. Misses for the same URL meanwhile wait for it rather than render
   * too.
   */
  const rendering = new Map<string, Promise<RenderedPage | undefined>>();

  /** Renders the page (Remix, next) and stores it if it is the same for everyone. */
  function renderAndStore(
    req: Request,
    res: Response,
    next: () => void,
    key: string,
    settled: (page: RenderedPage | undefined) => void,
  ) {
    res.setHeader("X-Page-Cache", "miss");
    // The rendering below reads the session; what it found is known once the page is sent.
    const context = currentRequestContext();
    const nonce = res.locals.cspNonce;
    // A response cut short never finishes: those waiting on it go on by themselves.
    res.once("close", () => {
      if (!res.writableFinished) settled(undefined);
    });
    recordBody(res, (body) => {
      if (
        !isShareableResponse(res) ||
        !context ||
        context.personal ||
        // A page that carries this response's nonce is this response's alone.
        (nonce && body.includes(nonce, 0, "latin1"))
      ) {
        settled(undefined);
        return;
      }
      const page: RenderedPage = {
        body,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.getHeader(name);
          return value === undefined
            ? []
            : [[name, String(value)] as [string, string]];
        }),
      };
      // Those waiting get the page now, whether or not there is room to keep it.
      settled(page);
      if (
        compressing.has(key) ||
        compressionLane.pendingCount >= MAX_PAGES_WAITING_TO_BE_COMPRESSED
      ) {
        return;
      }
      compressing.set(key, page);
      compressionLane(() => compressOnce(body))
        .then((bodies) => {
          pages.set(key, {
            bodies,
            digest: createHash("sha256").update(body).digest("base64url"),
            headers: page.headers,
          });
        })
        .catch(() => {
          // Not stored: the next request renders the page again.
        })
        .finally(() => compressing.delete(key));
    });
    next();
  }

  const servePage: RequestHandler = (req, res, next) => {
    if (!isCacheableRequest(req.method, req.originalUrl, req.get("cookie"))) {
      return next();
    }
    const key = `${buildVersion} ${req.originalUrl}`;
    const cached = pages.get(key);
    if (cached) return sendCachedPage(req, res, cached);
    const waitingToBeKept = compressing.get(key);
    if (waitingToBeKept) return sendRenderedPage(res, waitingToBeKept);

    const firstMiss = rendering.get(key);
    if (firstMiss) {
      // A burst of visitors to a page not yet kept (a cold start, a page expired) costs one
      // render: the others get what it sent, or render their own if it was someone's alone.
      void firstMiss.then((page) => {
        if (res.destroyed) return;
        if (page) sendRenderedPage(res, page);
        else renderAndStore(req, res, next, key, () => {});
      });
      return;
    }
    let settle: (page: RenderedPage | undefined) => void = () => {};
    rendering.set(
      key,
      new Promise<RenderedPage | undefined>((resolve) => {
        settle = (page) => {
          rendering.delete(key);
          resolve(page);
        };
      }),
    );
    renderAndStore(req, res, next, key, settle);
  };

  return { servePage, size: () => pages.size };
}

/** The encoding a hit goes out in: Brotli when accepted, else gzip, else the page as it is. */
export function chooseEncoding(req: Request): Encoding {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}

/** The strong ETag of one encoding of a page: different bytes, a different tag. */
export const entityTag = (digest: string, encoding: Encoding) =>
  `"${digest}${encoding === "identity" ? "" : `-${encoding}`}"`;

/** True when If-None-Match names this tag (or `*`): the browser's copy is current. */
export function matchesIfNoneMatch(header: string | undefined, tag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === "*" || value === tag);
}

function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  const encoding = chooseEncoding(req);
  const tag = entityTag(page.digest, encoding);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", withAcceptEncoding(res.getHeader("Vary")));
  res.setHeader("ETag", tag);
  res.setHeader("X-Page-Cache", "hit");
  if (matchesIfNoneMatch(req.get("if-none-match"), tag)) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  const body = page.bodies[encoding];
  // Already encoded: the compression middleware leaves a response with an encoding alone.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}

/**
 * Another visitor's render of the page, sent as it is; the compression middleware encodes it
 * for this response, as it would a miss. `X-Page-Cache: shared` tells it from a stored hit.
 */
function sendRenderedPage(res: Response, page: RenderedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "shared");
  res.status(200).end(page.body);
}

function withAcceptEncoding(vary: number | string | string[] | undefined) {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === "accept-encoding"))
    names.push("Accept-Encoding");
  return names.join(", ");
}

export function isCacheableRequest(
  method: string,
  originalUrl: string,
  cookieHeader: string | undefined,
) {
  if (method !== "GET") return false;
  if (carriesSessionCookie(cookieHeader ?? null)) return false;
  const url = new URL(originalUrl, "http://site.invalid");
  if (url.pathname.startsWith("/__") || url.pathname.endsWith(".data"))
    return false;
  for (const name of url.searchParams.keys()) {
    if (PERSONAL_PARAMS.has(name)) return false;
  }
  return true;
}

/** The app said a CDN may keep it, and it sets no cookie: the same for every visitor. */
function isShareableResponse(res: Response) {
  return (
    res.statusCode === 200 &&
    String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
    String(res.getHeader("cache-control") ?? "").includes("public") &&
    !res.hasHeader("set-cookie")
  );
}

/** Calls `done` with the whole body once the response has been sent in full. */
function recordBody(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function")
      return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === "string"
              ? (encoding as BufferEncoding)
              : "utf8",
          ),
    );
  };
  // Express's own signatures are overloaded; these pass every argument through unchanged.
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response)(chunk, ...rest);
  }) as Response["end"];
  res.once("finish", () => done(Buffer.concat(chunks)));
}
