import type { Server } from "node:http";
import { REQUEST_TIMEOUT_MS } from "~/lib/constants";

/** A client has this long to send a request's headers: slow-loris connections are cut (408). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request from the client: the upstream's 30 s (behaviour §9) plus room to answer. */
export const WHOLE_REQUEST_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 10_000;
/**
 * An idle keep-alive connection is closed after this: longer than the 60 s idle timeout of the
 * common load balancers, so a proxy never reuses a socket the server is just closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Node's defaults leave keep-alive at 5 s (shorter than proxies', the cause of sporadic 502s
 * behind them) and headers at 60 s (generous to slow clients). Since Node 18 the headers clock
 * runs only while a request is arriving, so it may be shorter than the keep-alive one.
 */
export function applyServerTimeouts(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = WHOLE_REQUEST_TIMEOUT_MS;
}
