import { z } from "zod";

/**
 * A lead waiting in the outbox (decision 051): what the visitor sent, already validated by the
 * form's own schema, plus the delivery bookkeeping. The id is also the `Idempotency-Key` of every
 * delivery attempt, so the upstream can tell a repeat from a second lead. The session token is
 * never stored: a queued lead is delivered without it.
 */

// Generous bounds: the forms' own schemas are stricter; these only keep garbage out of the file.
const text = z.string().min(1).max(2_000);

export const contactPayloadSchema = z
  .object({
    firstname: text,
    lastname: text,
    phone_number: text,
    email: text,
  })
  .strict();

export const onlineFormPayloadSchema = z
  .object({
    formId: z.string().min(1).max(200),
    answers: z.record(
      z.string().max(200),
      z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]),
    ),
  })
  .strict();

export const leadIdSchema = z.string().uuid();

const deliveryState = {
  id: leadIdSchema,
  /** Epoch milliseconds when the visitor sent it. */
  queuedAt: z.number().int().nonnegative(),
  /** Failed delivery attempts so far, the visitor's own included. */
  attempts: z.number().int().nonnegative(),
  /** Epoch milliseconds of the next attempt. */
  nextAttemptAt: z.number().int().nonnegative(),
};

export const queuedLeadSchema = z.discriminatedUnion("kind", [
  z
    .object({
      ...deliveryState,
      kind: z.literal("contact"),
      payload: contactPayloadSchema,
    })
    .strict(),
  z
    .object({
      ...deliveryState,
      kind: z.literal("online-form"),
      payload: onlineFormPayloadSchema,
    })
    .strict(),
]);

export type QueuedLead = z.output<typeof queuedLeadSchema>;
export type LeadKind = QueuedLead["kind"];
/** What an action hands the outbox: the kind and the payload. */
export type NewLead =
  | { kind: "contact"; payload: z.output<typeof contactPayloadSchema> }
  | { kind: "online-form"; payload: z.output<typeof onlineFormPayloadSchema> };

/** The fields an operator sees: never the payload (it holds a person's details). */
export function leadSummary(lead: QueuedLead, now: number) {
  return {
    id: lead.id,
    kind: lead.kind,
    ...(lead.kind === "online-form" ? { formId: lead.payload.formId } : {}),
    queuedAt: new Date(lead.queuedAt).toISOString(),
    waitingSeconds: Math.max(0, Math.round((now - lead.queuedAt) / 1000)),
    attempts: lead.attempts,
    nextAttemptAt: new Date(lead.nextAttemptAt).toISOString(),
  };
}
