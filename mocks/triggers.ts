import { delay, HttpResponse } from "msw";
import { REQUEST_TIMEOUT_MS } from "~/lib/constants";
import { normalizeEmail } from "./store";

/**
 * Deterministic failures, chosen by the domain of the e-mail a call carries, so browser tests
 * reach every error path (documented in mocks/README.md).
 */
export const TRIGGER_DOMAINS = {
  /** Every call carrying the e-mail answers 500. */
  fail: "fail.test",
  /** Every call carrying the e-mail answers 422: a refusal, not worth another try (issue 31). */
  refused: "refused.test",
  /** Every call carrying the e-mail hangs past the client's timeout. */
  slow: "slow.test",
  /** Every call carrying the e-mail answers 200 with a body of the wrong shape. */
  malformed: "malformed.test",
  /** Sign-in works; the profile of the signed-in user answers 401. */
  unauthorized: "unauthorized.test",
  /** Sign-in works; the profile answers 503 (retried once by the client, then an error). */
  profileFail: "profile-fail.test",
  /** Sign-in works; the profile answers 200 with a body of the wrong shape. */
  profileMalformed: "profile-malformed.test",
} as const;

/** Online form ids whose definition fails, like the domains above (no form has them). */
export const TRIGGER_FORM_IDS = {
  /** GET /online-form/{id} answers 500 (the client tries twice). */
  fail: "fail-test",
} as const;

/** Long enough that the client gives up first. */
export const HANG_MS = REQUEST_TIMEOUT_MS + 5_000;

export const REFUSAL_MESSAGE = "The request was refused.";

export const FAILURE_MESSAGE =
  "The service is temporarily unavailable. Please try again later.";

const domainOf = (email: string) => normalizeEmail(email).split("@").pop();

export const errorResponse = (status: number, message: string) =>
  HttpResponse.json({ message }, { status });

const malformedResponse = () =>
  HttpResponse.json({ status: "ok", data: { result: [] } });

/** The triggered answer for a call carrying this e-mail, or undefined to answer normally. */
export async function triggeredResponse(
  email: string,
): Promise<Response | undefined> {
  switch (domainOf(email)) {
    case TRIGGER_DOMAINS.fail:
      return errorResponse(500, FAILURE_MESSAGE);
    case TRIGGER_DOMAINS.refused:
      return errorResponse(422, REFUSAL_MESSAGE);
    case TRIGGER_DOMAINS.slow:
      await delay(HANG_MS);
      return errorResponse(504, "Gateway timeout");
    case TRIGGER_DOMAINS.malformed:
      return malformedResponse();
    default:
      return undefined;
  }
}

/** The triggered answer of the profile call for this user's e-mail, or undefined. */
export function triggeredProfileResponse(email: string): Response | undefined {
  switch (domainOf(email)) {
    case TRIGGER_DOMAINS.unauthorized:
      return errorResponse(401, "Your session has ended. Please log in again.");
    case TRIGGER_DOMAINS.profileFail:
      return errorResponse(503, FAILURE_MESSAGE);
    case TRIGGER_DOMAINS.profileMalformed:
      return malformedResponse();
    default:
      return undefined;
  }
}
