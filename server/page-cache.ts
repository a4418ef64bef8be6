import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { carriesSessionCookie } from "~/lib/cache.server";
import { DIALOG_PARAMS } from "~/lib/dialog-url";

/**
 * Anonymous pages from memory (issue 15, docs/decisions/030): a page the app itself marked
 * `public` (what a CDN may keep) is rendered once per URL and build, then served from here with
 * a fresh CSP nonce per response. Anything that could differ per visitor goes to Remix: a
 * session cookie (signed in, a flash, sign-up progress) or a dialog or sign-up parameter.
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

type CachedPage = { body: string; nonce: string; headers: [string, string][] };

export function createPageCache({ buildVersion }: { buildVersion: string }) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length * 2 + 512,
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
      res.status(200);
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      // The nonce is 16 random bytes in base64: it occurs nowhere else in the page.
      res.send(cached.body.replaceAll(cached.nonce, res.locals.cspNonce));
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    recordBody(res, (body) => {
      if (isShareableResponse(res)) {
        pages.set(key, {
          body,
          nonce: res.locals.cspNonce,
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

/** Calls `done` with the whole body once the response has been sent in full. */
function recordBody(res: Response, done: (body: string) => void) {
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
  res.once("finish", () => done(Buffer.concat(chunks).toString("utf8")));
}
