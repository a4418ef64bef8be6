import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { createHandlers } from "../mocks/handlers";
import { createMockStore, type MockStore } from "../mocks/store";
import { EMAIL_MAX_LENGTH } from "~/lib/constants";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import {
  CONTACT_MESSAGES,
  NAME_MAX_LENGTH,
  type ContactActionData,
} from "~/lib/forms/contact-schema";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { getOutbox } from "~/lib/outbox/outbox.server";
import { commitSession, getSession } from "~/lib/session.server";
import { action } from "~/routes/contact";
import { honeypotFields } from "./mock-upstream";
import { captureLogs } from "./log-capture";

/** The /contact action against the mock upstream's own handlers (mocks/handlers). */

let store: MockStore;
const server = setupServer();
const upstreamCalls: Request[] = [];
server.events.on("request:start", ({ request }) => {
  upstreamCalls.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  store = createMockStore();
  server.resetHandlers(
    ...createHandlers({
      api: MOCK_API_BASE_URL,
      store,
      ready: Promise.resolve(),
    }),
  );
  upstreamCalls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => server.close());

const ADA = {
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  phoneCountry: "us",
  phoneNumber: "(202) 555-0123",
};

type Fields = Record<string, string | undefined>;

function contactRequest(
  fields: Fields,
  { headers = {} }: { headers?: Record<string, string> } = {},
): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(name, value);
  }
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers,
  });
}

/** The action's answer in place (the /contact page, the dialog with script), not a redirect. */
function inPlace(answer: Awaited<ReturnType<typeof action>>) {
  if (!("init" in answer)) {
    throw new Error(`Expected an answer in place, got ${answer.status}`);
  }
  return answer;
}

/**
 * Runs the action as the form posts it with script (`clientMode=js`, unless the fields say
 * otherwise) and reads its answer as the browser would get it.
 */
async function submit(
  fields: Fields,
  init?: { headers?: Record<string, string> },
) {
  const response = inPlace(
    await action({
      request: contactRequest({ clientMode: "js", ...fields }, init),
      params: {},
      context: { cspNonce: "" },
    }),
  );
  return {
    status: response.init?.status ?? 200,
    cacheControl: new Headers(response.init?.headers).get("Cache-Control"),
    result: response.data as ContactActionData,
  };
}

describe("a valid contact request", () => {
  it("sends the lead upstream exactly, with the phone as '(country code) number'", async () => {
    const { status, result, cacheControl } = await submit({
      ...ADA,
      ...honeypotFields(),
    });
    expect(store.leads()).toEqual([
      {
        firstname: "Ada",
        lastname: "Lovelace",
        phone_number: "(1) 2025550123",
        email: "ada@example.com",
      },
    ]);
    expect(upstreamCalls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${MOCK_API_BASE_URL}/test/homepage-cta`,
    ]);
    expect(upstreamCalls[0]?.headers.get("content-type")).toBe(
      "application/json",
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-store");
    expect(result.status).toBe("success");
    expect(result.booking).toEqual({
      name: "Ada Lovelace",
      firstname: "Ada",
      email: "ada@example.com",
    });
  });

  it("trims what was typed and formats numbers of other countries and notations", async () => {
    await submit({
      firstname: "  Grace ",
      lastname: " Hopper",
      email: " grace@example.com ",
      phoneCountry: "gb",
      phoneNumber: "020 7946 0958",
      ...honeypotFields(),
    });
    await submit({
      ...ADA,
      phoneNumber: "+1 202-555-0123",
      ...honeypotFields(),
    });
    expect(store.leads()).toEqual([
      {
        firstname: "Grace",
        lastname: "Hopper",
        phone_number: "(44) 2079460958",
        email: "grace@example.com",
      },
      {
        firstname: "Ada",
        lastname: "Lovelace",
        phone_number: "(1) 2025550123",
        email: "ada@example.com",
      },
    ]);
  });

  it("carries the signed-in visitor's token as 'jwt {token}'", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", "token-of-a-signed-in-visitor");
    const cookie = (await commitSession(session)).split(";")[0] ?? "";
    await submit(
      { ...ADA, ...honeypotFields() },
      { headers: { Cookie: cookie } },
    );
    expect(upstreamCalls[0]?.headers.get("authorization")).toBe(
      "jwt token-of-a-signed-in-visitor",
    );
  });

  it("a 401 for the signed-in visitor's token clears the session and says Unauthorized", async () => {
    server.use(
      http.post(`${MOCK_API_BASE_URL}/test/homepage-cta`, () =>
        HttpResponse.json({ message: "Token expired" }, { status: 401 }),
      ),
    );
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", "token-that-expired");
    const cookie = (await commitSession(session)).split(";")[0] ?? "";
    const response = inPlace(
      await action({
        request: contactRequest(
          { ...ADA, ...honeypotFields() },
          { headers: { Cookie: cookie } },
        ),
        params: {},
        context: { cspNonce: "" },
      }),
    );
    expect(response.init?.status).toBe(502);
    const setCookie =
      new Headers(response.init?.headers).get("Set-Cookie") ?? "";
    const after = await getSession(
      new Request("http://localhost/", {
        headers: { Cookie: setCookie.split(";")[0] ?? "" },
      }),
    );
    expect(after.get("token")).toBeUndefined();
    expect(after.get("toast")).toMatchObject({
      type: "error",
      message: "Unauthorized",
    });
  });

  it("sends no Authorization header for a visitor who is not signed in", async () => {
    await submit({ ...ADA, ...honeypotFields() });
    expect(upstreamCalls[0]?.headers.has("authorization")).toBe(false);
  });
});

describe("bad input", () => {
  async function errorsFor(fields: Fields) {
    const { status, result } = await submit({ ...fields, ...honeypotFields() });
    expect(status).toBe(400);
    expect(result.status).toBe("error");
    expect(store.leads()).toEqual([]);
    expect(upstreamCalls).toEqual([]);
    return result.error;
  }

  it("an empty form gets '{field} is required' for every field", async () => {
    expect(await errorsFor({})).toEqual({
      firstname: [CONTACT_MESSAGES.firstnameRequired],
      lastname: [CONTACT_MESSAGES.lastnameRequired],
      email: [CONTACT_MESSAGES.emailRequired],
      phoneCountry: ["Country is required"],
      phoneNumber: ["Phone number is required"],
    });
    expect(CONTACT_MESSAGES).toMatchObject({
      firstnameRequired: "First name is required",
      lastnameRequired: "Last name is required",
      emailRequired: "Work email is required",
    });
  });

  it("names of blanks only are missing names", async () => {
    expect(
      await errorsFor({ ...ADA, firstname: "   ", lastname: "\t" }),
    ).toEqual({
      firstname: [CONTACT_MESSAGES.firstnameRequired],
      lastname: [CONTACT_MESSAGES.lastnameRequired],
    });
  });

  it("names longer than the limit are refused", async () => {
    const long = "a".repeat(NAME_MAX_LENGTH + 1);
    expect(
      await errorsFor({ ...ADA, firstname: long, lastname: long }),
    ).toEqual({
      firstname: [`First name must be at most ${NAME_MAX_LENGTH} characters`],
      lastname: [`Last name must be at most ${NAME_MAX_LENGTH} characters`],
    });
  });

  it("an address that is not an email gets the invalid-email message", async () => {
    for (const email of [
      "ada",
      "ada@example",
      "ada@@example.com",
      "@example.com",
    ]) {
      expect(await errorsFor({ ...ADA, email })).toEqual({
        email: [
          "Please enter a valid work email address, like name@company.com",
        ],
      });
    }
  });

  it("an email longer than 320 characters gets the length message first", async () => {
    const email = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length + 1)}@example.com`;
    expect(email).toHaveLength(321);
    const errors = await errorsFor({ ...ADA, email });
    expect(errors?.email?.[0]).toBe(
      "Work email must be at most 320 characters",
    );
  });

  it("an email of exactly 320 characters is accepted", async () => {
    const email = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`;
    expect(email).toHaveLength(320);
    const { result } = await submit({ ...ADA, email, ...honeypotFields() });
    expect(result.status).toBe("success");
    expect(store.leads()).toEqual([expect.objectContaining({ email })]);
  });

  it("a phone number that is not one, or is not of the chosen country, is refused", async () => {
    expect(await errorsFor({ ...ADA, phoneNumber: "123" })).toEqual({
      phoneNumber: ["Please enter a valid phone number for United States"],
    });
    expect(await errorsFor({ ...ADA, phoneNumber: "call me" })).toEqual({
      phoneNumber: ["Please enter a valid phone number for United States"],
    });
    expect(
      await errorsFor({ ...ADA, phoneNumber: "+44 20 7946 0958" }),
    ).toEqual({
      phoneNumber: [
        "This number starts with +44, but United States uses +1. Choose the matching country or remove the code.",
      ],
    });
  });

  it("a country that is not in the list is refused", async () => {
    expect(await errorsFor({ ...ADA, phoneCountry: "zz" })).toEqual({
      phoneCountry: ["Please choose a country from the list"],
    });
  });

  it("keeps what was typed, for the form to show it again", async () => {
    const { result } = await submit({
      ...ADA,
      email: "ada@example",
      ...honeypotFields(),
    });
    expect(result.initialValue).toMatchObject({
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@example",
      phoneCountry: "us",
      phoneNumber: "(202) 555-0123",
    });
  });
});

describe("an upstream failure", () => {
  it("a lead the upstream refuses (a 4xx) shows the failure message, keeps the form as typed and queues nothing", async () => {
    const log = captureLogs();
    const { status, result, cacheControl } = await submit({
      ...ADA,
      email: "ada@refused.test",
      ...honeypotFields(),
    });
    expect(status).toBe(502);
    expect(cacheControl).toBe("no-store");
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      "": ["Something went wrong. Please try again."],
    });
    expect(result.initialValue).toMatchObject({
      firstname: "Ada",
      email: "ada@refused.test",
      phoneNumber: "(202) 555-0123",
    });
    expect(result.booking).toBeUndefined();
    expect(store.leads()).toEqual([]);
    expect(await (await getOutbox()).list()).toEqual([]);
    // Operators learn what failed; the lead itself stays out of the logs.
    expect(log.records).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "Contact request failed upstream: HTTP 422",
        upstreamStatus: 422,
      }),
    );
    expect(log.lines.join("")).not.toContain("ada@refused.test");
  });

  it("a 500 keeps the lead in the outbox and answers as if it went through", async () => {
    const log = captureLogs();
    const { status, result } = await submit({
      ...ADA,
      email: "ada@fail.test",
      ...honeypotFields(),
    });
    expect(status).toBe(200);
    expect(result.status).toBe("success");
    expect(result.booking).toEqual({
      name: "Ada Lovelace",
      firstname: "Ada",
      email: "ada@fail.test",
    });
    expect(store.leads()).toEqual([]);
    const [queued, ...others] = await (await getOutbox()).list();
    expect(others).toEqual([]);
    expect(queued).toMatchObject({
      kind: "contact",
      attempts: 1,
      payload: {
        firstname: "Ada",
        lastname: "Lovelace",
        phone_number: "(1) 2025550123",
        email: "ada@fail.test",
      },
    });
    // The visitor's own attempt already carried the lead's key.
    expect(upstreamCalls[0]?.headers.get("Idempotency-Key")).toBe(queued?.id);
    expect(log.records.map((record) => record.msg)).toEqual(
      expect.arrayContaining([
        "Contact request failed upstream: HTTP 500",
        "Outbox: lead kept for delivery once the upstream answers",
      ]),
    );
    expect(log.lines.join("")).not.toContain("ada@fail.test");
  });

  it("an upstream that does not answer within 30 s: the lead is kept, the visitor sees success", async () => {
    const log = captureLogs();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const outcome = submit({
      ...ADA,
      email: "ada@slow.test",
      ...honeypotFields(),
    });
    // behaviour §7: requests time out after 30 s.
    await vi.advanceTimersByTimeAsync(30_000);
    const { status, result } = await outcome;
    expect(status).toBe(200);
    expect(result.status).toBe("success");
    expect(log.records.map((record) => record.msg)).toContain(
      "Contact request failed upstream: timed out",
    );
    expect(await (await getOutbox()).list()).toHaveLength(1);
  });
});

describe("the honeypot", () => {
  async function expectDroppedQuietly(fields: Fields) {
    const { status, result } = await submit(fields);
    expect(status).toBe(200);
    expect(result.status).toBe("success");
    expect(upstreamCalls).toEqual([]);
    expect(store.leads()).toEqual([]);
    return result;
  }

  it("a filled hidden field looks like a sent request, and nothing goes upstream", async () => {
    const fields = honeypotFields();
    const [nameField] = Object.keys(fields);
    const result = await expectDroppedQuietly({
      ...ADA,
      ...fields,
      [nameField ?? ""]: "https://spam.example",
    });
    expect(result.booking).toEqual({
      name: "Ada Lovelace",
      firstname: "Ada",
      email: "ada@example.com",
    });
  });

  it("a post without the honeypot fields is dropped", async () => {
    await expectDroppedQuietly(ADA);
  });

  it("a forged or future 'valid from' time is dropped", async () => {
    const props = honeypotInputProps();
    const validFrom = props.validFromFieldName ?? "";
    await expectDroppedQuietly({
      ...ADA,
      [props.nameFieldName]: "",
      [validFrom]: "not-what-the-server-encrypted",
    });
    await expectDroppedQuietly({
      ...ADA,
      [props.nameFieldName]: "",
      [validFrom]: futureValidFrom(),
    });
  });

  it("a body that is not a form is dropped the same way, not an error page", async () => {
    // Read as an empty form, which says no script: the answer of a request sent without it.
    const response = await action({
      request: new Request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...ADA }),
      }),
      params: {},
      context: { cspNonce: "" },
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/contact");
    expect(upstreamCalls).toEqual([]);
    expect(store.leads()).toEqual([]);
  });

  it("a bot's invalid form still gets the answer of a sent request", async () => {
    const fields = honeypotFields();
    const [nameField] = Object.keys(fields);
    await expectDroppedQuietly({ ...fields, [nameField ?? ""]: "bot" });
  });
});

describe("the /contact page without JavaScript", () => {
  /** Posts the page's form as a browser without script does: no clientMode, no returnTo. */
  async function submitPage(fields: Fields) {
    return action({
      request: contactRequest({ ...fields, ...honeypotFields() }),
      params: {},
      context: { cspNonce: "" },
    });
  }

  it("a sent request is answered with a redirect to /contact, its result flashed for that page", async () => {
    const response = await submitPage(ADA);
    if (!(response instanceof Response)) {
      throw new Error("Expected a redirect after a sent request");
    }
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    const session = await getSession(
      new Request("http://localhost/contact", {
        headers: { Cookie: setCookie.split(";")[0] ?? "" },
      }),
    );
    expect(session.get("contactResult")).toMatchObject({
      status: "success",
      booking: { name: "Ada Lovelace", firstname: "Ada", email: ADA.email },
    });
    expect(store.leads()).toHaveLength(1);
  });

  it("bad input is answered in place, with its messages and a 400", async () => {
    const answer = inPlace(await submitPage({ ...ADA, lastname: "" }));
    expect(answer.init?.status).toBe(400);
    expect((answer.data as ContactActionData).error).toMatchObject({
      lastname: ["Last name is required"],
    });
    expect(store.leads()).toEqual([]);
  });
});

describe("the dialog without JavaScript", () => {
  /** Posts the dialog's form as a browser without script does, and reads where it is sent. */
  async function submitDialog(fields: Fields) {
    const response = await action({
      request: contactRequest({ ...fields, ...honeypotFields() }),
      params: {},
      context: { cspNonce: "" },
    });
    if (!(response instanceof Response)) {
      throw new Error("Expected a redirect back to the dialog's page");
    }
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    const session = await getSession(
      new Request("http://localhost/", {
        headers: { Cookie: setCookie.split(";")[0] ?? "" },
      }),
    );
    return {
      status: response.status,
      location: response.headers.get("Location"),
      result: session.get("contactResult"),
    };
  }

  it("goes back to its page with the dialog open, the messages and what was typed", async () => {
    const answer = await submitDialog({
      ...ADA,
      lastname: "",
      email: "ada@example",
      returnTo: "/blog?tag=finance",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/blog?tag=finance&contact=1");
    expect(answer.result?.error).toMatchObject({
      lastname: ["Last name is required"],
      email: ["Please enter a valid work email address, like name@company.com"],
    });
    expect(answer.result?.initialValue).toMatchObject({
      firstname: "Ada",
      email: "ada@example",
      phoneNumber: "(202) 555-0123",
    });
    expect(upstreamCalls).toEqual([]);
  });

  it("sends the lead and goes back to the dialog's page with the booking step", async () => {
    const answer = await submitDialog({ ...ADA, returnTo: "/pricing" });
    expect(answer.location).toBe("/pricing?contact=1");
    expect(answer.result).toMatchObject({
      status: "success",
      booking: {
        name: "Ada Lovelace",
        firstname: "Ada",
        email: "ada@example.com",
      },
    });
    expect(store.leads()).toHaveLength(1);
  });

  it("never leaves the site, whatever returnTo says", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/x"]) {
      const answer = await submitDialog({ ...ADA, lastname: "", returnTo });
      expect(answer.location).toBe("/?contact=1");
    }
  });

  it("answers in place once script runs, as the dialog's fetcher expects", async () => {
    const { status, result } = await submit({
      ...ADA,
      lastname: "",
      returnTo: "/blog",
      clientMode: "js",
      ...honeypotFields(),
    });
    expect(status).toBe(400);
    expect(result.error).toMatchObject({
      lastname: ["Last name is required"],
    });
  });
});

/** A "valid from" time an hour ahead, encrypted as the server does it. */
function futureValidFrom(): string {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 60 * 1_000 });
  const { encryptedValidFrom } = honeypotInputProps();
  vi.useRealTimers();
  return encryptedValidFrom;
}
