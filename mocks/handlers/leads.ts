import { http } from "msw";
import { z } from "zod";
import { errorResponse, triggeredResponse } from "../triggers";
import { jsonBodyOf, ok, type MockContext } from "./context";

/** The upstream's sales-contact endpoint (behaviour §7, homepage-cta). */

const required = z.string().trim().min(1);
const leadSchema = z.object({
  firstname: required,
  lastname: required,
  phone_number: required,
  email: required,
});

export function leadHandlers({ api, store, ready }: MockContext) {
  return [
    http.post(`${api}/test/homepage-cta`, async ({ request }) => {
      await ready;
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
      store.addLead(body);
      return ok();
    }),
  ];
}
