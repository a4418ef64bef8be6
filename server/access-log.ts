import type { RequestHandler } from "express";

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
 * One line per response: method, redacted URL, status, size and time. Headers (cookies,
 * authorization) are never logged.
 */
export function accessLog(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): RequestHandler {
  return (req, res, next) => {
    if (req.path === "/healthz") return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      const size = res.get("content-length") ?? "-";
      write(
        `${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode} ${size} ${elapsedMs.toFixed(1)}ms`,
      );
    });
    next();
  };
}
