import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { carriesSessionCookie } from "~/lib/cache.server";
import { currentRequestContext } from "~/lib/request-context.server";
import { DIALOG_PARAMS } from "~/lib/dialog-url";

/**
 * Anonymous pages from memory (issue 15, docs/decisions/030): a page the app itself marked
 * `public` (what a CDN may keep) is rendered once per URL and build, then served from here with
 * a fresh CSP nonce per response. Anything that could differ per visitor goes to Remix: a
 * session cookie (signed in, a flash, sign-up progress) or a dialog or sign-up parameter. And a
 * page is stored only when the session its rendering read held nothing (request-context.server.ts),
 * so a cookie spelled in a way this check missed still can't put a personal page here.
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
/** Headers a cached page is served with; the rest (CSP, dates) are the new response's own. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

/** The page as bytes, cut where its nonce stood: a hit joins the pieces around a new one. */
type CachedPage = { pieces: Buffer[]; headers: [string, string][] };

export function createPageCache({ buildVersion }: { buildVersion: string }) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) =>
      page.pieces.reduce((sum, piece) => sum + piece.length, 512),
    ttl: TTL_MS,
  });

  const servePage: RequestHandler = (req, res, next) => {
    if (!isCacheableRequest(req.method, req.originalUrl, req.get("cookie"))) {
      return next();
    }
    // Crawlers get the whole document at once, people a streamed one (entry.server.tsx).
    const audience = isbot(req.get("user-agent") ?? "") ? "crawler" : "person";
    const key = `${buildVersion} ${audience} ${req.originalUrl}`;
    const cached = pages.get(key);
    if (cached) {
      const body = withNonce(cached.pieces, res.locals.cspNonce);
      res.status(200);
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      // The stored bytes go to the socket as they are, written in one go: no copy or
      // re-encoding of the page, and no ETag, which a page with its own nonce never matches.
      res.setHeader(
        "Content-Length",
        body.reduce((sum, piece) => sum + piece.length, 0),
      );
      for (const piece of body) res.write(piece);
      res.end();
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    // The rendering below reads the session; what it found is known once the page is sent.
    const context = currentRequestContext();
    recordBody(res, (body) => {
      if (isShareableResponse(res) && context && !context.personal) {
        pages.set(key, {
          pieces: cutAtNonce(body, res.locals.cspNonce),
          headers: KEPT_HEADERS.flatMap((name) => {
            const value = res.getHeader(name);
            return value === undefined
              ? []
              : [[name, String(value)] as [string, string]];
          }),
        });
      }
    });
    next();
  };

  return { servePage, size: () => pages.size };
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

/** The page cut at every occurrence of its nonce (16 random bytes in base64: nowhere else). */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (
    let at = body.indexOf(nonce, from, "latin1");
    at !== -1;
    at = body.indexOf(nonce, from, "latin1")
  ) {
    pieces.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/** The cut page with a new nonce between its pieces. */
export function withNonce(pieces: Buffer[], nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, "latin1");
  return pieces.flatMap((piece, index) =>
    index === 0 ? [piece] : [nonceBytes, piece],
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
