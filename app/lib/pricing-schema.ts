import { z } from "zod";
import { PLAN_IDS, type ComparisonGroup, type Plan } from "./pricing-ids";

/*
 * The rules of the pricing data (pricing.ts), checked by its unit tests rather than in the
 * browser. Each schema is typed by the data's own type, so the two cannot drift apart.
 */

const priceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("free") }),
  z.object({
    kind: z.literal("per-user"),
    monthlyCents: z.number().int().positive(),
  }),
  z.object({ kind: z.literal("custom") }),
]);

export const planSchema: z.ZodType<Plan> = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string().min(1),
  summary: z.string().min(20),
  price: priceSchema,
  /** Under the price: how many users the plan takes. */
  priceNote: z.string().min(1),
  /** What the call to action does: sign-up, the demo booking, or the sales contact form. */
  cta: z.enum(["start-free", "book-demo", "contact-sales"]),
  /** The plan the list below builds on ("Everything in Team, plus"). */
  includesPlan: z.enum(PLAN_IDS).nullable(),
  features: z.array(z.string().min(1)).min(3).max(7),
  highlighted: z.boolean(),
});

const cellSchema = z.union([z.boolean(), z.string().min(1)]);

export const comparisonGroupSchema: z.ZodType<ComparisonGroup> = z.object({
  area: z.string().min(1),
  rows: z
    .array(
      z.object({
        feature: z.string().min(1),
        values: z.object({
          starter: cellSchema,
          team: cellSchema,
          business: cellSchema,
          enterprise: cellSchema,
        }),
      }),
    )
    .min(1),
});

export const plansSchema = z
  .array(planSchema)
  .length(PLAN_IDS.length)
  .superRefine((plans, ctx) => {
    plans.forEach((plan, index) => {
      if (plan.id !== PLAN_IDS[index]) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, "id"],
          message: `Expected ${PLAN_IDS[index]} at position ${index}`,
        });
      }
      if (
        plan.includesPlan &&
        PLAN_IDS.indexOf(plan.includesPlan) >= PLAN_IDS.indexOf(plan.id)
      ) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, "includesPlan"],
          message: "A plan can only build on a smaller one",
        });
      }
    });
    if (plans.filter((plan) => plan.highlighted).length !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "Exactly one plan is the most popular",
      });
    }
  });

export const comparisonSchema = z.array(comparisonGroupSchema).min(1);
