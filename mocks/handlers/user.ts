import { http, HttpResponse } from "msw";
import { z } from "zod";
import { readGoogleCredential } from "../google";
import {
  isValidEmail,
  passwordProblem,
  VERIFY_CODE_MODES,
  type CodeCheck,
  type MockUser,
} from "../store";
import {
  errorResponse,
  triggeredProfileResponse,
  triggeredResponse,
} from "../triggers";
import { jsonBodyOf, ok, type MockContext } from "./context";

/** The upstream's /user area: sign-in, sign-up codes, registration, profile (behaviour §7). */

const loginBodySchema = z.object({ email: z.string(), password: z.string() });
const registerBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  signupCode: z.string(),
});
const sendCodeBodySchema = z.object({
  email: z.string(),
  mode: z.string(),
  rId: z.union([z.string(), z.number()]).nullish(),
});
const checkCodeBodySchema = z.object({
  email: z.string(),
  vuid: z.union([z.string(), z.number()]).transform(String),
});

const MESSAGES = {
  badLogin: "Incorrect email or password.",
  invalidEmail: "Please input a valid email",
  missingCode: "Please input your signup code",
  duplicate: "An account with this email already exists. Please log in.",
  badMode: "Unknown verification mode.",
  badGoogle: "The Google sign-in could not be verified. Please try again.",
  badProvider: "Unsupported sign-in provider.",
  noToken: "Authentication required.",
  badToken: "Your session has expired. Please log in again.",
  badRequest: (fields: string) => `Missing or invalid fields: ${fields}.`,
} as const;

const CODE_PROBLEMS: Record<
  Extract<CodeCheck, { ok: false }>["reason"],
  { status: number; message: string }
> = {
  "no-code": {
    status: 400,
    message: "No verification code was sent to this email. Please request one.",
  },
  "wrong-code": {
    status: 400,
    message: "The verification code is incorrect.",
  },
  expired: {
    status: 400,
    message: "The verification code has expired. Please request a new one.",
  },
  "too-many-tries": {
    status: 429,
    message: "Too many incorrect attempts. Please request a new code.",
  },
};

const codeProblem = (check: Extract<CodeCheck, { ok: false }>) =>
  errorResponse(
    CODE_PROBLEMS[check.reason].status,
    CODE_PROBLEMS[check.reason].message,
  );

function badRequest(error: z.ZodError) {
  const fields = [...new Set(error.issues.map((issue) => issue.path[0]))];
  return errorResponse(400, MESSAGES.badRequest(fields.join(", ")));
}

export function userHandlers({ api, store, ready }: MockContext) {
  const authAnswer = async (user: MockUser) => ({
    token: await store.issueToken(user),
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
  });

  return [
    http.post(`${api}/user/login`, async ({ request }) => {
      await ready;
      const body = loginBodySchema.safeParse(await jsonBodyOf(request));
      if (!body.success) return badRequest(body.error);
      const triggered = await triggeredResponse(body.data.email);
      if (triggered) return triggered;
      const user = await store.authenticate(
        body.data.email,
        body.data.password,
      );
      if (!user) return errorResponse(400, MESSAGES.badLogin);
      return HttpResponse.json(await authAnswer(user));
    }),

    http.post(`${api}/user/oauth/login`, async ({ request }) => {
      await ready;
      const query = new URL(request.url).searchParams;
      if (query.get("oauth_type") !== "google") {
        return errorResponse(400, MESSAGES.badProvider);
      }
      const claims = readGoogleCredential(
        query.get("token") ?? "",
        store.now(),
      );
      if (!claims) return errorResponse(400, MESSAGES.badGoogle);
      const triggered = await triggeredResponse(claims.email);
      if (triggered) return triggered;
      const user =
        store.findUser(claims.email) ??
        (await store.createUser({
          email: claims.email,
          firstname: claims.given_name,
          lastname: claims.family_name,
          avatar: claims.picture,
        }));
      return HttpResponse.json({ token: await store.issueToken(user) });
    }),

    http.post(`${api}/user/register`, async ({ request }) => {
      await ready;
      const body = registerBodySchema.safeParse(await jsonBodyOf(request));
      if (!body.success) return badRequest(body.error);
      const { email, password, signupCode } = body.data;
      if (!isValidEmail(email.trim())) {
        return errorResponse(400, MESSAGES.invalidEmail);
      }
      const weakPassword = passwordProblem(password);
      if (weakPassword) return errorResponse(400, weakPassword);
      if (signupCode.trim() === "") {
        return errorResponse(400, MESSAGES.missingCode);
      }
      const triggered = await triggeredResponse(email);
      if (triggered) return triggered;
      if (store.findUser(email)) return errorResponse(409, MESSAGES.duplicate);
      const check = store.spendCode(email, signupCode);
      if (!check.ok) return codeProblem(check);
      const user = await store.createUser({ email, password });
      return HttpResponse.json(await authAnswer(user));
    }),

    http.post(`${api}/user/send-verify-code`, async ({ request }) => {
      await ready;
      const body = sendCodeBodySchema.safeParse(await jsonBodyOf(request));
      if (!body.success) return badRequest(body.error);
      const { email, mode, rId } = body.data;
      if (!isValidEmail(email.trim())) {
        return errorResponse(400, MESSAGES.invalidEmail);
      }
      const knownMode = VERIFY_CODE_MODES.find((known) => known === mode);
      if (!knownMode) return errorResponse(400, MESSAGES.badMode);
      const triggered = await triggeredResponse(email);
      if (triggered) return triggered;
      if (store.findUser(email)) return errorResponse(409, MESSAGES.duplicate);
      store.sendCode(email, knownMode, rId == null ? null : String(rId));
      return ok();
    }),

    http.post(`${api}/user/check-verify-code`, async ({ request }) => {
      await ready;
      const body = checkCodeBodySchema.safeParse(await jsonBodyOf(request));
      if (!body.success) return badRequest(body.error);
      const triggered = await triggeredResponse(body.data.email);
      if (triggered) return triggered;
      // Registering spent the code: a late check hears why, as a late send does.
      if (store.findUser(body.data.email)) {
        return errorResponse(409, MESSAGES.duplicate);
      }
      const check = store.checkCode(body.data.email, body.data.vuid);
      return check.ok ? ok() : codeProblem(check);
    }),

    http.get(`${api}/user/profile`, async ({ request }) => {
      await ready;
      const token = /^jwt (\S+)$/.exec(
        request.headers.get("authorization") ?? "",
      )?.[1];
      if (!token) return errorResponse(401, MESSAGES.noToken);
      const user = await store.userOfToken(token);
      if (!user) return errorResponse(401, MESSAGES.badToken);
      const triggered = triggeredProfileResponse(user.email);
      if (triggered) return triggered;
      return HttpResponse.json({
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        company_name: user.company_name,
        avatar: user.avatar,
        user_id: user.user_id,
        create_time: user.create_time,
      });
    }),
  ];
}
