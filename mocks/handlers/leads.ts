import { http } from "msw";
import { z } from "zod";
import { errorResponse, triggeredResponse } from "../triggers";
import { idempotencyKeyOf, jsonBodyOf, ok, type MockContext } from "./context";

/** The upstream's sales-contact endpoint (behaviour §7, homepage-cta). */

const required = z.string().trim().min(1);
const leadSchema = z.object({
  firstname: required,
  lastname: required,
  phone_number: required,
  email: required,
});

export function leadHandlers({ api, store, ready, faults }: MockContext) {
  return [
    http.post(`${api}/test/homepage-cta`, async ({ request }) => {
      await ready;
      const outage = await faults?.nextFailure();
      if (outage) return outage;
      const body = await jsonBodyOf(request);
      const lead = leadSchema.safeParse(body);
      if (!lead.success) {
        return errorResponse(
          400,
          "firstname, lastname, phone_number and email are required.",
        );
      }
      const triggered = await triggeredResponse(lead.data.email);
      if (triggered) return triggered;
      if (store.takeIdempotencyKey(idempotencyKeyOf(request))) {
        store.addLead(body);
      }
      return ok();
    }),
  ];
}
