import { delay, HttpResponse } from "msw";
import { z } from "zod";
import { errorResponse, FAILURE_MESSAGE, HANG_MS } from "./triggers";

/**
 * An outage of the upstream, switched on and off through /__mocks/faults (issue 31), for the
 * calls that carry a lead: the contact request and an online form's submit. Other calls (the
 * online form's definition, sign-in) keep working, so a page can still be loaded and sent while
 * its lead can't be delivered.
 */

export const faultSchema = z
  .object({
    /** What each failing call does: answer this status, drop the connection, or hang. */
    mode: z.enum(["503", "500", "429", "network", "hang"]).default("503"),
    /** How many calls fail; absent: every call until the fault is cleared. */
    count: z.coerce.number().int().positive().optional(),
    /** How long a hanging call waits before it answers 504 (the client gives up at 30 s). */
    hangMs: z.coerce.number().int().positive().max(120_000).optional(),
  })
  .strict();

export type Fault = z.output<typeof faultSchema>;

export type FaultState = {
  set(fault: Fault): void;
  clear(): void;
  /** The fault and how many failures it has left (null: until cleared), or null when none. */
  current(): (Fault & { remaining: number | null }) | null;
  /** The failing answer for the next lead call, or undefined when the upstream is up. */
  nextFailure(): Promise<Response | undefined>;
};

export function createFaultState(): FaultState {
  let fault: Fault | null = null;
  let remaining: number | null = null;
  return {
    set(next) {
      fault = next;
      remaining = next.count ?? null;
    },
    clear() {
      fault = null;
      remaining = null;
    },
    current() {
      return fault ? { ...fault, remaining } : null;
    },
    async nextFailure() {
      if (!fault) return undefined;
      const { mode, hangMs = HANG_MS } = fault;
      if (remaining !== null) {
        remaining -= 1;
        if (remaining <= 0) fault = null;
      }
      switch (mode) {
        case "network":
          return HttpResponse.error();
        case "hang":
          await delay(hangMs);
          return errorResponse(504, "Gateway timeout");
        case "429":
          return HttpResponse.json(
            { message: "Too many requests." },
            { status: 429, headers: { "Retry-After": "1" } },
          );
        default:
          return errorResponse(Number(mode), FAILURE_MESSAGE);
      }
    },
  };
}
