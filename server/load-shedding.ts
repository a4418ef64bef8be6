import type { IncomingMessage, ServerResponse } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { RequestHandler, Response } from "express";

/**
 * Past saturation, refuse quickly rather than queue without bound (docs/decisions/054). Node has
 * no request queue of its own to bound: every accepted request waits in the event loop, so when
 * the loop falls behind, each new request only lengthens everyone's wait. The loop's delay (how
 * late a timer fires) is the measure of that backlog: over the limit, with a backlog of requests
 * of our own in flight, new requests get `503` with `Retry-After` until it recovers. The probes
 * are mounted before this and always answer.
 */

/**
 * How late the event loop may run, on average over a sample, before requests are refused: the
 * readiness probe's budget, since a loop this late answers every probe later than that.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 100;
/**
 * Requests admitted and not yet answered, below which nothing is refused: a loop that is late
 * with fewer of its own is slow for another reason (a cold start's first renders, a neighbour on
 * the CPU), and refusing its few requests would relieve nothing. 32 renders of ~10 ms are three
 * times the delay budget of work.
 */
export const MIN_REQUESTS_IN_FLIGHT = 32;
/** The window each decision is made over: long enough to ignore one slow render. */
export const SAMPLE_INTERVAL_MS = 500;
/** What a refused client is told to wait: the backlog behind a saturated loop clears in less. */
export const RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE =
  "The site is busy right now. Please try again in a moment.";

/** The overload decision, apart from how it is measured (tests feed it figures). */
export function createOverloadGauge({
  maxDelayMs = MAX_EVENT_LOOP_DELAY_MS,
  minInFlight = MIN_REQUESTS_IN_FLIGHT,
} = {}) {
  let late = false;
  let inFlight = 0;
  return {
    /** One sample's mean event-loop delay, in milliseconds. */
    record(delayMs: number) {
      late = delayMs > maxDelayMs;
    },
    admitted() {
      inFlight += 1;
    },
    answered() {
      inFlight -= 1;
    },
    inFlight: () => inFlight,
    isOverloaded: () => late && inFlight >= minInFlight,
  };
}

/** What every busy answer says besides its 503, through Express or before it. */
const BUSY_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;

/** The busy answer through Express: 503, Retry-After, never stored, a plain message. */
export function sendBusy(res: Response) {
  res.status(503).set(BUSY_HEADERS).type("text/plain").send(BUSY_MESSAGE);
}

/** Refuses every request that reaches it while `isOverloaded()`, with 503 and Retry-After. */
export function shedLoad(isOverloaded: () => boolean): RequestHandler {
  return (_req, res, next) => {
    if (!isOverloaded()) return next();
    sendBusy(res);
  };
}

/**
 * The same refusal written straight to Node's response, before Express and its middleware: past
 * saturation the refusals themselves fill the loop (at four times the connections the server can
 * serve, thousands a second), and each one through the whole stack left the renders they make
 * room for a fraction of the CPU. The connection is closed, so a client that retries at once
 * waits for a new connection instead of taking the loop's next turn.
 */
export function refuseBusy(res: ServerResponse) {
  res.writeHead(503, {
    ...BUSY_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(BUSY_MESSAGE),
    // Helmet adds it to every answer through Express; this one never gets there.
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  res.end(BUSY_MESSAGE);
}

/**
 * Refuses at once, before Express, a request that would have to be rendered while the server is
 * overloaded (`canBeAnsweredCheaply` says which could not: the probes, the build's files, the page
 * cache's pages). Returns whether it refused.
 */
export function refuseEarlyWhenBusy(
  isOverloaded: () => boolean,
  canBeAnsweredCheaply: (req: IncomingMessage) => boolean,
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isOverloaded() || canBeAnsweredCheaply(req)) return false;
    refuseBusy(res);
    return true;
  };
}

/**
 * Samples the event loop's delay every SAMPLE_INTERVAL_MS (the same measure as Fastify's
 * under-pressure: the histogram's mean less its resolution), counts the requests in flight, and
 * sheds while both are over their limits. Sampling begins with the first request, so the start's
 * own work (loading the build) never counts as load. `stop()` ends it; the timer never keeps the
 * process alive. Turned off (`enabled: false`, LOAD_SHEDDING=false), it never samples and never
 * refuses: for tests of the render gate behind it on a machine whose neighbours make the loop late.
 */
export function shedLoadWhenBusy({
  enabled = true,
  ...limits
}: {
  enabled?: boolean;
  maxDelayMs?: number;
  minInFlight?: number;
} = {}) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  const gauge = createOverloadGauge(limits);
  let timer: NodeJS.Timeout | undefined;
  let stopped = !enabled;
  const start = () => {
    if (timer || stopped) return;
    histogram.enable();
    let sampledAt = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      // A loop blocked for the whole window leaves the histogram empty: this timer's own
      // lateness says how long it was.
      const lateMs = now - sampledAt - SAMPLE_INTERVAL_MS;
      sampledAt = now;
      const meanMs = Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6;
      gauge.record(Math.max(0, meanMs - resolutionMs, lateMs));
      histogram.reset();
    }, SAMPLE_INTERVAL_MS);
    timer.unref();
  };
  const shed = shedLoad(gauge.isOverloaded);
  const middleware: RequestHandler = (req, res, next) => {
    start();
    shed(req, res, () => {
      gauge.admitted();
      // "close" comes once per response, whether it finished or the client went away.
      res.once("close", gauge.answered);
      next();
    });
  };
  return {
    middleware,
    isOverloaded: gauge.isOverloaded,
    inFlight: gauge.inFlight,
    /** Starts sampling now rather than at the first request. */
    start,
    stop() {
      stopped = true;
      clearInterval(timer);
      histogram.disable();
    },
  };
}
