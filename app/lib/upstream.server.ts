import { z } from "zod";
import type { Relation } from "./relations";
import { getEnv } from "./env.server";
import {
  onlineFormDefinitionSchema,
  type OnlineFormAnswers,
  type OnlineFormDefinition,
} from "./online-form";
import {
  requestUpstream,
  requestUpstreamAs,
  type UpstreamRequest,
} from "./http-client.server";

/**
 * The one client of the upstream API (behaviour §7). Routes call these functions; nothing else in the
 * app talks to the upstream.
 */

export { UpstreamError } from "./http-client.server";

/**
 * What every call may be given: the session token, the request's abort signal, and for the calls
 * that carry a lead its idempotency key (the outbox's lead id, decision 051).
 */
export type CallOptions = {
  token?: string;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

/** The relation sent when a sign-in carries none (behaviour §7). */
export const DEFAULT_RELATION = "aden";

export type VerifyCodeMode = "aden-ai-form" | "aden-homepage";

/** A name a backend may leave out: read as empty, so "no first name" is one case (behaviour §4). */
const nameSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const idSchema = z.union([z.number(), z.string().min(1)]);

const authAnswerSchema = z.object({
  token: z.string().min(1),
  id: idSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  email: z.string(),
});
export type AuthAnswer = z.output<typeof authAnswerSchema>;

const tokenAnswerSchema = z.object({ token: z.string().min(1) });

const profileSchema = z.object({
  id: idSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  email: z.string(),
  company_name: z
    .string()
    .nullish()
    .transform((value) => value || null),
  avatar: z
    .string()
    .nullish()
    .transform((value) => value || null),
  user_id: idSchema.nullish().transform((value) => value ?? null),
  create_time: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => value ?? null),
});
export type Profile = z.output<typeof profileSchema>;

function call(
  request: Omit<
    UpstreamRequest,
    "baseUrl" | "token" | "signal" | "idempotencyKey"
  >,
  options: CallOptions = {},
): UpstreamRequest {
  return {
    ...request,
    baseUrl: getEnv().apiBaseUrl,
    token: options.token,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  };
}

export function login(
  input: { email: string; password: string },
  options?: CallOptions,
): Promise<AuthAnswer> {
  return requestUpstreamAs(
    call(
      {
        method: "POST",
        path: "/user/login",
        json: { email: input.email, password: input.password },
      },
      options,
    ),
    authAnswerSchema,
  );
}

/** Signs in with a Google ID token (the credential Google's button hands over). */
export async function oauthLogin(
  input: { credential: string; rel?: Relation },
  options?: CallOptions,
): Promise<{ token: string }> {
  const answer = await requestUpstreamAs(
    call(
      {
        method: "POST",
        path: "/user/oauth/login",
        query: {
          token: input.credential,
          oauth_type: "google",
          rel: input.rel ?? DEFAULT_RELATION,
        },
      },
      options,
    ),
    tokenAnswerSchema,
  );
  return { token: answer.token };
}

/**
 * Creates the account. behaviour §7 does not show the answer: a backend that answers a session (as
 * the mock does) signs the user in at once; any other answer is null.
 */
export async function register(
  input: {
    email: string;
    password: string;
    signupCode: string;
    rel?: Relation;
  },
  options?: CallOptions,
): Promise<AuthAnswer | null> {
  const body = await requestUpstream(
    call(
      {
        method: "POST",
        path: "/user/register",
        query: { rel: input.rel ?? DEFAULT_RELATION },
        json: {
          email: input.email,
          password: input.password,
          signupCode: input.signupCode,
        },
      },
      options,
    ),
  );
  const parsed = authAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Asks the upstream to mail a sign-up code. Without an email nothing is sent (behaviour §7). */
export async function sendVerifyCode(
  input: { email: string; mode: VerifyCodeMode; rId?: string },
  options?: CallOptions,
): Promise<void> {
  if (input.email.trim() === "") return;
  await requestUpstream(
    call(
      {
        method: "POST",
        path: "/user/send-verify-code",
        json: { email: input.email, mode: input.mode, rId: input.rId },
      },
      options,
    ),
  );
}

export async function checkVerifyCode(
  input: { email: string; vuid: string },
  options?: CallOptions,
): Promise<void> {
  await requestUpstream(
    call(
      {
        method: "POST",
        path: "/user/check-verify-code",
        json: { email: input.email, vuid: input.vuid },
      },
      options,
    ),
  );
}

/**
 * The signed-in user. Error messages are suppressed for this call (behaviour §7): a 401 is an
 * UpstreamError with `unauthorized` set, and its message is not 'Unauthorized'.
 */
export function getProfile(
  token: string,
  options?: Omit<CallOptions, "token">,
): Promise<Profile> {
  return requestUpstreamAs(
    call(
      { method: "GET", path: "/user/profile", suppressErrorMessage: true },
      { ...options, token },
    ),
    profileSchema,
  );
}

/** The sales contact request (behaviour §3: phone_number formatted '(country code) number'). */
export async function submitHomepageCta(
  lead: {
    firstname: string;
    lastname: string;
    phone_number: string;
    email: string;
  },
  options?: CallOptions,
): Promise<void> {
  await requestUpstream(
    call(
      {
        method: "POST",
        path: "/test/homepage-cta",
        json: {
          firstname: lead.firstname,
          lastname: lead.lastname,
          phone_number: lead.phone_number,
          email: lead.email,
        },
      },
      options,
    ),
  );
}

/**
 * A public form of the AI form builder (behaviour §2, /online-form/{id}). behaviour §7 does not list the
 * call; this path and answer are our assumption (docs/content.md, "Online forms"). An unknown id is an UpstreamError
 * with status 404.
 */
export function getOnlineForm(
  id: string,
  options?: CallOptions,
): Promise<OnlineFormDefinition> {
  return requestUpstreamAs(
    call(
      { method: "GET", path: `/online-form/${encodeURIComponent(id)}` },
      options,
    ),
    onlineFormDefinitionSchema,
  );
}

/**
 * Sends a visitor's answers to a form: `{ answers: { [field name]: value } }`, every field of the
 * definition, null for one left empty (an assumption too; the answer is not read).
 */
export async function submitOnlineForm(
  id: string,
  answers: OnlineFormAnswers,
  options?: CallOptions,
): Promise<void> {
  await requestUpstream(
    call(
      {
        method: "POST",
        path: `/online-form/${encodeURIComponent(id)}/submit`,
        json: { answers },
      },
      options,
    ),
  );
}
