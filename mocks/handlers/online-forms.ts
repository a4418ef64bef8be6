import { http, HttpResponse } from "msw";
import { z } from "zod";
import {
  errorResponse,
  FAILURE_MESSAGE,
  TRIGGER_FORM_IDS,
  triggeredResponse,
} from "../triggers";
import { idempotencyKeyOf, jsonBodyOf, ok, type MockContext } from "./context";

/**
 * The AI form builder's public forms: a definition to render, and a place to send answers. Not
 * in behaviour §7; the paths and shapes are the site's assumption (docs/content.md, "Online forms").
 */

const submitSchema = z.object({ answers: z.record(z.unknown()) });

const isEmpty = (answer: unknown) =>
  answer === undefined ||
  answer === null ||
  answer === false ||
  (typeof answer === "string" && answer.trim() === "");

export function onlineFormHandlers({ api, store, ready, faults }: MockContext) {
  return [
    http.get(`${api}/online-form/:id`, async ({ params }) => {
      await ready;
      if (params.id === TRIGGER_FORM_IDS.fail) {
        return errorResponse(500, FAILURE_MESSAGE);
      }
      const form = store.onlineForm(String(params.id));
      if (!form) return errorResponse(404, "Form not found.");
      return HttpResponse.json(form);
    }),

    // Checks only what a backend must: the form exists and its required fields are answered.
    http.post(`${api}/online-form/:id/submit`, async ({ params, request }) => {
      await ready;
      const outage = await faults?.nextFailure();
      if (outage) return outage;
      const formId = String(params.id);
      const form = store.onlineForm(formId);
      if (!form) return errorResponse(404, "Form not found.");
      const body = submitSchema.safeParse(await jsonBodyOf(request));
      if (!body.success) {
        return errorResponse(400, "answers must be an object.");
      }
      const { answers } = body.data;
      const missing = form.fields.find(
        (field) => field.required && isEmpty(answers[field.name]),
      );
      if (missing) return errorResponse(400, `${missing.name} is required.`);
      // The failure triggers of an e-mail answer (mocks/README.md) apply here too.
      for (const field of form.fields) {
        const answer = answers[field.name];
        if (field.type !== "email" || typeof answer !== "string") continue;
        const triggered = await triggeredResponse(answer);
        if (triggered) return triggered;
      }
      if (store.takeIdempotencyKey(idempotencyKeyOf(request))) {
        store.addFormSubmission(formId, answers);
      }
      return ok();
    }),
  ];
}
