import type { RequestHandler } from "express";
import { getLogger, type Logger } from "~/lib/logger.server";

/** Query parameters whose values never reach a log: tokens, codes and personal data. */
const REDACTED_PARAMS = new Set([
  "t",
  "token",
  "vuid",
  "code",
  "email",
  "password",
  "credential",
]);

/** The path and query of a request URL, with the values of sensitive parameters replaced. */
export function redactUrl(originalUrl: string): string {
  const url = new URL(originalUrl, "http://log.invalid");
  for (const key of [...url.searchParams.keys()]) {
    if (REDACTED_PARAMS.has(key.toLowerCase()))
      url.searchParams.set(key, "[redacted]");
  }
  return `${url.pathname}${url.search.replaceAll("%5Bredacted%5D", "[redacted]")}`;
}

/**
 * One JSON line per response, at level info: `method`, `url` (redacted), `status`, `bytes` (the
 * Content-Length, null when streamed) and `durationMs`, with a `msg` that reads
 * `GET /path?query 200`. Headers (cookies, authorization) and bodies are never logged.
 */
export function accessLog(logger: Logger = getLogger()): RequestHandler {
  const log = logger.child({ kind: "access" });
  return (req, res, next) => {
    if (req.path === "/healthz") return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs =
        Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const length = Number(res.get("content-length"));
      const url = redactUrl(req.originalUrl);
      log.info(
        {
          method: req.method,
          url,
          status: res.statusCode,
          bytes: Number.isInteger(length) ? length : null,
          durationMs,
        },
        `${req.method} ${url} ${res.statusCode}`,
      );
    });
    next();
  };
}
