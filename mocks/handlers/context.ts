import { HttpResponse } from "msw";
import type { FaultState } from "../faults";
import type { MockStore } from "../store";

/** What every handler works with. */
export type MockContext = {
  /** The API base the handlers answer on. */
  api: string;
  store: MockStore;
  /** Settles once the seeded accounts exist; handlers wait for it. */
  ready: Promise<unknown>;
  /** An outage of the lead calls set through /__mocks/faults; none when absent. */
  faults?: FaultState;
};

/** The header a lead call's idempotency key travels in (decision 051). */
export const idempotencyKeyOf = (request: Request) =>
  request.headers.get("Idempotency-Key");

/** The JSON body of a request, or null when it has none or it is not JSON. */
export async function jsonBodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

export const ok = () => HttpResponse.json({ success: true });
