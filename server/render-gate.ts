import type { RequestHandler } from "express";
import pLimit from "p-limit";
import { sendBusy } from "./load-shedding";

/**
 * Renders take turns (docs/decisions/056-renders-take-turns.md). A page the page cache cannot
 * answer (a signed-in visitor's, an open dialog's, a first visit's) costs 10–40 ms of one core,
 * and Node runs every request's JavaScript on one thread: a hundred of them admitted at once
 * leave everything else, cached pages and the readiness probe included, waiting behind seconds
 * of rendering. Only RENDER_CONCURRENCY run at a time; the rest wait their turn here, where
 * waiting costs nothing, and past MAX_WAITING_RENDERS the newest is refused with 503 and
 * Retry-After, so the pages that cost the most are the first to be shed.
 */

/**
 * Renders in progress at once: enough to overlap their waits on the upstream (a session's
 * profile, a form's definition), few enough that the work queued on the event loop stays
 * within a readiness probe's 100 ms.
 */
export const RENDER_CONCURRENCY = 4;
/** Renders waiting their turn before new ones are refused: about two seconds of work. */
export const MAX_WAITING_RENDERS = 64;
/**
 * The longest a render waits for its turn before it is refused instead. Past saturation the
 * renders ahead slow down (the loop is shared with everything else), and a visitor at the back of
 * a full queue waited longer than a browser or a load balancer will (10 s and more, measured at
 * four times the connections the server can serve): a quick 503 with Retry-After is better.
 */
export const MAX_RENDER_WAIT_MS = 3_000;

/**
 * Lets `concurrency` requests through to the handlers after it at a time, each turn lasting
 * until its response has closed (finished or abandoned); queues up to `maxWaiting` more in
 * arrival order and refuses the rest.
 */
export function renderGate({
  concurrency = RENDER_CONCURRENCY,
  maxWaiting = MAX_WAITING_RENDERS,
  maxWaitMs = MAX_RENDER_WAIT_MS,
} = {}) {
  const limit = pLimit(concurrency);
  const middleware: RequestHandler = (req, res, next) => {
    if (limit.pendingCount >= maxWaiting) {
      sendBusy(res);
      return;
    }
    let closed = false;
    let endTurn: (() => void) | undefined;
    // "close" comes once per response, finished or abandoned, and may come while it waits.
    res.once("close", () => {
      closed = true;
      // A visitor who left while waiting is not answered: there is no one to answer.
      clearTimeout(waitedTooLong);
      endTurn?.();
    });
    // Refused once it has waited too long; its turn, when it comes, then passes at once.
    const waitedTooLong = setTimeout(() => sendBusy(res), maxWaitMs);
    void limit(
      () =>
        new Promise<void>((turnOver) => {
          clearTimeout(waitedTooLong);
          // A visitor who left (or was refused) while waiting needs no render.
          if (closed) return turnOver();
          endTurn = turnOver;
          next();
        }),
    );
  };
  return {
    middleware,
    /** Renders running now. */
    running: () => limit.activeCount,
    /** Renders waiting for their turn. */
    waiting: () => limit.pendingCount,
  };
}
