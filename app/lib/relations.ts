import { AI_FORM_PATH_PREFIX } from "~/config/site";

/** behaviour §3: the relation tags a sign-in or sign-up may carry to the upstream. */
export const RELATIONS = {
  aiForm: "aden-aiform",
  employee: "aden-employee",
} as const;
export type Relation = (typeof RELATIONS)[keyof typeof RELATIONS];

/** behaviour §2: on paths starting with /ai-form, sign-in and sign-up carry the AI-form relation. */
export function relationForPath(pathname: string): Relation | undefined {
  return pathname.startsWith(AI_FORM_PATH_PREFIX)
    ? RELATIONS.aiForm
    : undefined;
}

/** A relation from a form or URL: one of the known tags, else none. */
export function parseRelation(value: unknown): Relation | undefined {
  return value === RELATIONS.aiForm || value === RELATIONS.employee
    ? value
    : undefined;
}

/** Record ids arrive in URLs (/employee/{id}): keep them short and plain. */
export function parseRecordId(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? value
    : undefined;
}

/**
 * Where a signed-in visitor goes instead of signing up again (behaviour §7): the platform app, through
 * /auth/handoff so the token never reaches page script. On the form product, the app's root.
 */
export function platformHref(rel: Relation | undefined) {
  return `/auth/handoff?to=${rel === RELATIONS.aiForm ? "app" : "platform"}`;
}
