import type { Request, RequestHandler } from "express";
import type { ServerEnv } from "~/lib/env.server";
import {
  addressKey,
  consumeRateLimit,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";

/**
 * The client's address, for rate limits: the configured edge header when there is one (its last
 * entry, the one the edge itself added), else Express's view of it (the socket, or with
 * TRUST_PROXY the one proxy's X-Forwarded-For entry). Never a client-supplied chain.
 */
export function clientAddressOf(req: Request, env: ServerEnv): string {
  if (env.clientIpHeader) {
    const entries = (req.get(env.clientIpHeader) ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = entries.at(-1);
    if (last) return last;
  }
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * The per-address budgets for every page, data and form request (static assets are served
 * before this and don't count): reads for GET and HEAD, writes for the rest.
 */
export function limitRequestRate(env: ServerEnv): RequestHandler {
  return (req, res, next) => {
    const tier =
      req.method === "GET" || req.method === "HEAD" ? "reads" : "writes";
    consumeRateLimit(tier, [addressKey(clientAddressOf(req, env))]).then(
      (verdict) => {
        if (verdict.allowed) return next();
        res
          .status(429)
          .set("Retry-After", String(verdict.retryAfterSeconds))
          .set("Cache-Control", "no-store")
          .type("text/plain")
          .send(tooManyRequestsMessage(verdict.retryAfterSeconds));
      },
      next,
    );
  };
}
