import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { issueCsrfToken } from "~/lib/csrf.server";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { createFaultState } from "../mocks/faults";
import { createHandlers } from "../mocks/handlers";
import { seedDemoAccounts, seedOnlineForms } from "../mocks/seed";
import { createMockStore, type MockStore } from "../mocks/store";

/**
 * Runs the mock upstream's handlers for a test file, with a fresh, seeded store per test.
 * `now` lets a test move the store's clock; `server` lets it add a handler or watch the calls;
 * `faults` takes the lead calls down (mocks/faults.ts).
 */
export function useMockUpstream() {
  const server = setupServer();
  const state = {
    store: undefined as unknown as MockStore,
    now: Date.now(),
    server,
    faults: createFaultState(),
  };
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(async () => {
    state.now = Date.now();
    state.store = createMockStore({ now: () => state.now });
    const ready = seedDemoAccounts(state.store);
    seedOnlineForms(state.store);
    state.faults = createFaultState();
    server.resetHandlers(
      ...createHandlers({
        api: MOCK_API_BASE_URL,
        store: state.store,
        ready,
        faults: state.faults,
      }),
    );
    await ready;
  });
  afterAll(() => server.close());
  return state;
}

type ActionLike = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; clientAddress?: string };
}) => unknown;

/** Posts form fields to a route action as a browser without script would. */
export async function postForm(
  action: ActionLike,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  /** The client address server.ts would put in the load context (rate limits key on it). */
  clientAddress = "203.0.113.7",
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  return action({
    request,
    params: {},
    context: { cspNonce: "", clientAddress },
  });
}

/** The cookie a response sets, ready to send back (name=value). */
export function cookieOf(response: { headers: Headers }, previous = "") {
  const setCookie = response.headers.get("Set-Cookie");
  return setCookie ? setCookie.split(";")[0]! : previous;
}

/** An anti-forgery token and its cookie (name=value), as the open auth dialog hands them out. */
export async function csrfPair(): Promise<{ token: string; cookie: string }> {
  const { token, setCookie } = await issueCsrfToken(
    new Request("http://localhost:3000/?auth=login"),
  );
  return { token, cookie: (setCookie ?? "").split(";")[0]! };
}

/** Cookie header values joined as a browser sends them. */
export function joinCookies(...cookies: (string | undefined)[]) {
  return cookies.filter(Boolean).join("; ");
}

/** A post to an action from the open auth dialog: with its anti-forgery token and cookie. */
export async function postFromAuthDialog(
  action: ActionLike,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  clientAddress?: string,
) {
  const csrf = await csrfPair();
  return postForm(
    action,
    path,
    { csrf: csrf.token, ...fields },
    joinCookies(cookie, csrf.cookie),
    clientAddress,
  );
}

/** The honeypot fields as the site's forms render them (left empty, as a person leaves them). */
export function honeypotFields(): Record<string, string> {
  const props = honeypotInputProps();
  return {
    [props.nameFieldName]: "",
    ...(props.validFromFieldName
      ? { [props.validFromFieldName]: props.encryptedValidFrom }
      : {}),
  };
}

/** The seeded form `equipment-service-request` answered, as a browser without script posts it. */
export const EQUIPMENT_SERVICE_ANSWERS = {
  plant: "Northfield Stamping, Plant 2",
  contactName: "Dana Ortiz",
  workEmail: "dana.ortiz@northfield.example",
  equipment: "air-compressor",
  serialNumber: "",
  urgency: "line-down",
  preferredDate: "",
  problem: "Compressor trips on high discharge temperature after 20 minutes.",
};
