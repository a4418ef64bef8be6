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
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import {
  checkVerifyCode,
  getOnlineForm,
  getProfile,
  login,
  oauthLogin,
  register,
  sendVerifyCode,
  submitHomepageCta,
  submitOnlineForm,
  UpstreamError,
} from "~/lib/upstream.server";
import { createGoogleCredential } from "./google";
import { createHandlers } from "./handlers";
import { ONLINE_FORM_FIELD_TYPES } from "~/lib/online-form";
import { SEEDED_ONLINE_FORMS } from "./online-forms";
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  seedDemoAccounts,
  seedOnlineForms,
} from "./seed";
import { createMockStore, type MockStore } from "./store";
import { FAILURE_MESSAGE, triggeredResponse } from "./triggers";

/** The site's client against the mock upstream's handlers: the mock behaves like a backend. */

let store: MockStore;
const server = setupServer();
const seenPaths: string[] = [];
server.events.on("request:start", ({ request }) => {
  seenPaths.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  store = createMockStore();
  const ready = seedDemoAccounts(store);
  seedOnlineForms(store);
  server.resetHandlers(
    ...createHandlers({ api: MOCK_API_BASE_URL, store, ready }),
  );
  seenPaths.length = 0;
});
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error("expected the call to fail");
}

const lastCode = (email: string) => store.mailbox(email).at(-1)?.code ?? "";

/** A call as any client could make it, past the site's own checks: the upstream's contract. */
async function call(
  path: string,
  init: { body?: unknown; rawBody?: string; headers?: HeadersInit } = {},
) {
  const response = await fetch(`${MOCK_API_BASE_URL}${path}`, {
    method:
      init.body === undefined && init.rawBody === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body:
      init.rawBody ??
      (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("sign-in", () => {
  it("signs the demo account in with a token the profile call accepts", async () => {
    const answer = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(answer).toMatchObject({
      firstname: "Demo",
      lastname: "User",
      email: DEMO_EMAIL,
    });
    const profile = await getProfile(answer.token);
    expect(profile).toMatchObject({
      id: answer.id,
      firstname: "Demo",
      lastname: "User",
      email: DEMO_EMAIL,
      company_name: "Aden Demo Co.",
      avatar: null,
    });
    expect(profile.user_id).toEqual(expect.any(String));
    expect(Date.parse(String(profile.create_time))).not.toBeNaN();
  });

  it("answers a wrong password and an unknown e-mail with the same error", async () => {
    const wrongPassword = await failureOf(
      login({ email: DEMO_EMAIL, password: "not-the-password" }),
    );
    const unknownEmail = await failureOf(
      login({ email: "nobody@aden.dev", password: DEMO_PASSWORD }),
    );
    expect(wrongPassword.message).toBe("Incorrect email or password.");
    expect([unknownEmail.status, unknownEmail.message]).toEqual([
      wrongPassword.status,
      wrongPassword.message,
    ]);
    expect(wrongPassword.unauthorized).toBe(false);
  });

  it("the profile refuses a missing, unknown or forged token with 401", async () => {
    for (const token of ["", "not.a.token", "eyJhbGciOiJub25lIn0.e30."]) {
      const error = await failureOf(getProfile(token));
      expect(error.unauthorized).toBe(true);
      expect(error.status).toBe(401);
    }
  });

  it("the account without a first name signs in with an empty first name", async () => {
    const answer = await login({
      email: "nofirstname@aden.dev",
      password: DEMO_PASSWORD,
    });
    expect(answer.firstname).toBe("");
    expect((await getProfile(answer.token)).firstname).toBe("");
  });
});

describe("sign-up", () => {
  const email = "new.person@example.com";
  const password = "a-strong-passphrase";

  it("code, check, register, then the new user can sign in", async () => {
    await sendVerifyCode({ email, mode: "aden-homepage", rId: "rec_1" });
    const [message] = store.mailbox(email);
    expect(message).toMatchObject({ mode: "aden-homepage", rId: "rec_1" });
    await checkVerifyCode({ email, vuid: message?.code ?? "" });
    const answer = await register({
      email,
      password,
      signupCode: message?.code ?? "",
    });
    expect(answer).toMatchObject({ email, firstname: "", lastname: "" });
    expect((await getProfile(answer?.token ?? "")).email).toBe(email);
    await expect(login({ email, password })).resolves.toMatchObject({ email });
  });

  it("a wrong code is refused with a message, and the right one still works", async () => {
    await sendVerifyCode({ email, mode: "aden-ai-form" });
    const code = lastCode(email);
    const wrong = code === "000000" ? "000001" : "000000";
    const error = await failureOf(checkVerifyCode({ email, vuid: wrong }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The verification code is incorrect.");
    await expect(
      checkVerifyCode({ email, vuid: code }),
    ).resolves.toBeUndefined();
  });

  it("refuses registration with a code that was never sent", async () => {
    const error = await failureOf(
      register({ email, password, signupCode: "123456" }),
    );
    expect(error.message).toBe(
      "No verification code was sent to this email. Please request one.",
    );
    expect(store.findUser(email)).toBeUndefined();
  });

  it("refuses a duplicate registration, and a code for a registered e-mail", async () => {
    await sendVerifyCode({ email, mode: "aden-homepage" });
    await register({ email, password, signupCode: lastCode(email) });
    const duplicate = await failureOf(
      register({ email, password, signupCode: lastCode(email) }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toBe(
      "An account with this email already exists. Please log in.",
    );
    const code = await failureOf(
      sendVerifyCode({ email: DEMO_EMAIL, mode: "aden-homepage" }),
    );
    expect(code.message).toBe(duplicate.message);
  });

  it("refuses a late check of the code that made an account: 409, as a late send", async () => {
    await sendVerifyCode({ email, mode: "aden-homepage" });
    const signupCode = lastCode(email);
    await register({ email, password, signupCode });
    const late = await failureOf(checkVerifyCode({ email, vuid: signupCode }));
    expect(late.status).toBe(409);
    expect(late.message).toBe(
      "An account with this email already exists. Please log in.",
    );
  });

  it("refuses a weak password in the site's words", async () => {
    await sendVerifyCode({ email, mode: "aden-homepage" });
    const error = await failureOf(
      register({ email, password: "short", signupCode: lastCode(email) }),
    );
    expect(error.message).toBe(
      "Your password should contain at least 10 characters",
    );
  });

  it("refuses an unknown mode and an invalid e-mail", async () => {
    const mode = await failureOf(
      sendVerifyCode({
        email,
        mode: "aden-elsewhere" as "aden-homepage",
      }),
    );
    expect(mode.message).toBe("Unknown verification mode.");
    const address = await failureOf(
      sendVerifyCode({ email: "not-an-email", mode: "aden-homepage" }),
    );
    expect(address.message).toBe("Please input a valid email");
  });
});

describe("Google sign-in", () => {
  it("creates the user on first use, then signs the same user in", async () => {
    const credential = createGoogleCredential({
      email: "gia@example.com",
      given_name: "Gia",
      family_name: "Rossi",
      picture: "https://lh3.googleusercontent.com/a/photo.png",
    });
    const first = await oauthLogin({ credential });
    const profile = await getProfile(first.token);
    expect(profile).toMatchObject({
      email: "gia@example.com",
      firstname: "Gia",
      lastname: "Rossi",
      avatar: "https://lh3.googleusercontent.com/a/photo.png",
    });
    const second = await oauthLogin({ credential, rel: "aden-aiform" });
    expect((await getProfile(second.token)).id).toBe(profile.id);
  });

  it("refuses an expired, unverified or garbled credential", async () => {
    const now = Date.now();
    for (const credential of [
      createGoogleCredential(
        { email: "gia@example.com" },
        now - 2 * 60 * 60 * 1_000,
      ),
      createGoogleCredential({
        email: "gia@example.com",
        email_verified: false,
      }),
      "not-a-jwt",
    ]) {
      const error = await failureOf(oauthLogin({ credential }));
      expect(error.status).toBe(400);
    }
    expect(store.findUser("gia@example.com")).toBeUndefined();
  });
});

describe("contact leads", () => {
  it("keeps the lead exactly as it was sent", async () => {
    const lead = {
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(44) 2079460958",
      email: "ada@example.com",
    };
    await submitHomepageCta(lead);
    expect(store.leads()).toEqual([lead]);
  });

  it("refuses a lead with a missing field and keeps nothing", async () => {
    const error = await failureOf(
      submitHomepageCta({
        firstname: "Ada",
        lastname: "",
        phone_number: "(1) 2025550143",
        email: "ada@example.com",
      }),
    );
    expect(error.status).toBe(400);
    expect(store.leads()).toEqual([]);
  });
});

describe("online forms", () => {
  const FORM = "patient-supply-request";
  const answers = {
    patientName: "Maria Chen",
    dateOfBirth: "1948-03-12",
    phone: "(415) 555-0182",
    email: null,
    category: "wound-care",
    daysOfSupply: 30,
    delivery: "ship-to-my-home",
    notes: null,
    authorized: true,
  };

  it("serves the seeded forms in a shape the site reads, every field type among them", async () => {
    const types = new Set<string>();
    for (const seeded of SEEDED_ONLINE_FORMS) {
      const form = await getOnlineForm(seeded.id);
      expect(form.title).toBe(seeded.title);
      expect(form.fields.map((field) => field.name)).toEqual(
        seeded.fields.map((field) => field.name),
      );
      for (const field of form.fields) types.add(field.type);
    }
    expect([...types].sort()).toEqual([...ONLINE_FORM_FIELD_TYPES].sort());
    expect(seenPaths).toContain(
      "GET /api/online-form/subcontractor-prequalification",
    );
  });

  it("answers 404 for a form it does not have", async () => {
    const error = await failureOf(getOnlineForm("no-such-form"));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Form not found.");
  });

  it("keeps the answers exactly as they were sent, by form", async () => {
    await submitOnlineForm(FORM, answers);
    expect(store.formSubmissions(FORM)).toEqual([
      { formId: FORM, answers, time: expect.any(String) },
    ]);
    expect(store.formSubmissions("equipment-service-request")).toEqual([]);
  });

  it("refuses answers missing a required field, and answers to an unknown form", async () => {
    const missing = await failureOf(
      submitOnlineForm(FORM, { ...answers, authorized: false }),
    );
    expect(missing.status).toBe(400);
    expect(missing.message).toBe("authorized is required.");
    const blank = await failureOf(
      submitOnlineForm(FORM, { ...answers, patientName: "  " }),
    );
    expect(blank.status).toBe(400);
    const unknown = await failureOf(submitOnlineForm("no-such-form", answers));
    expect(unknown.status).toBe(404);
    expect(store.formSubmissions()).toEqual([]);
  });

  it("refuses a body without an answers object", async () => {
    const response = await fetch(
      `${MOCK_API_BASE_URL}/online-form/${FORM}/submit`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(answers),
      },
    );
    expect(response.status).toBe(400);
    expect(store.formSubmissions()).toEqual([]);
  });
});

describe("the /user calls' answers to a client that skips the site's checks", () => {
  it("name the fields a body lacks or has of the wrong type", async () => {
    expect(await call("/user/login", { body: { email: DEMO_EMAIL } })).toEqual({
      status: 400,
      body: { message: "Missing or invalid fields: password." },
    });
    expect(await call("/user/register", { body: { email: 7 } })).toEqual({
      status: 400,
      body: {
        message: "Missing or invalid fields: email, password, signupCode.",
      },
    });
    expect(
      await call("/user/send-verify-code", { body: { email: "a@b.co" } }),
    ).toEqual({
      status: 400,
      body: { message: "Missing or invalid fields: mode." },
    });
    expect(
      await call("/user/check-verify-code", { body: { email: "a@b.co" } }),
    ).toEqual({
      status: 400,
      body: { message: "Missing or invalid fields: vuid." },
    });
  });

  it("refuses a sign-in provider other than Google", async () => {
    const credential = createGoogleCredential({ email: "gia@example.com" });
    expect(
      await call(`/user/oauth/login?oauth_type=facebook&token=${credential}`, {
        body: {},
      }),
    ).toEqual({
      status: 400,
      body: { message: "Unsupported sign-in provider." },
    });
  });

  it("registration refuses an invalid e-mail and a blank code, and takes an e-mail with spaces around it", async () => {
    const password = "a-strong-passphrase";
    expect(
      await call("/user/register", {
        body: { email: "not-an-email", password, signupCode: "123456" },
      }),
    ).toEqual({ status: 400, body: { message: "Please input a valid email" } });
    const email = "spaced@example.com";
    expect(
      await call("/user/send-verify-code", {
        body: { email: ` ${email} `, mode: "aden-homepage" },
      }),
    ).toEqual({ status: 200, body: { success: true } });
    expect(
      await call("/user/register", {
        body: { email: ` ${email} `, password, signupCode: "  " },
      }),
    ).toEqual({
      status: 400,
      body: { message: "Please input your signup code" },
    });
    const registered = await call("/user/register", {
      body: { email: ` ${email} `, password, signupCode: lastCode(email) },
    });
    expect(registered).toEqual({
      status: 200,
      body: expect.objectContaining({ email, firstname: "", lastname: "" }),
    });
  });

  it("keeps the record id of a code's request, as text, or null without one", async () => {
    await call("/user/send-verify-code", {
      body: { email: "ada@example.com", mode: "aden-ai-form", rId: 42 },
    });
    await call("/user/send-verify-code", {
      body: { email: "ada@example.com", mode: "aden-homepage" },
    });
    expect(store.mailbox("ada@example.com").map(({ rId }) => rId)).toEqual([
      "42",
      null,
    ]);
  });

  it("the profile takes only the header 'jwt <token>', and says when there is none", async () => {
    const { token } = await login({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    const profile = (authorization?: string) =>
      call("/user/profile", {
        headers: authorization === undefined ? {} : { authorization },
      });
    expect((await profile(`jwt ${token}`)).status).toBe(200);
    expect(await profile()).toEqual({
      status: 401,
      body: { message: "Authentication required." },
    });
    for (const header of [`Bearer jwt ${token}`, `jwt ${token} extra`]) {
      expect(await profile(header)).toEqual({
        status: 401,
        body: { message: "Authentication required." },
      });
    }
    expect(await profile("jwt not.a.token")).toEqual({
      status: 401,
      body: { message: "Your session has expired. Please log in again." },
    });
  });
});

describe("the lead and form calls' answers", () => {
  const serviceRequest = {
    plant: "Plant 2",
    contactName: "Dana Ortiz",
    workEmail: "dana@example.com",
    equipment: "other",
    urgency: "planned",
    problem: "Annual service.",
  };
  const lead = {
    firstname: "Ada",
    lastname: "Lovelace",
    phone_number: "(1) 2025550143",
    email: "ada@example.com",
  };

  it("a contact lead is answered {success: true}; a body that is not JSON is refused with the fields it needs", async () => {
    expect(await call("/test/homepage-cta", { body: lead })).toEqual({
      status: 200,
      body: { success: true },
    });
    const refusal = {
      status: 400,
      body: {
        message: "firstname, lastname, phone_number and email are required.",
      },
    };
    expect(
      await call("/test/homepage-cta", { rawBody: "firstname=Ada" }),
    ).toEqual(refusal);
    expect(
      await call("/test/homepage-cta", { body: { ...lead, email: " " } }),
    ).toEqual(refusal);
    expect(store.leads()).toEqual([lead]);
  });

  it("an online form's submit says what is wrong: an unknown form, no answers object, a required field left out", async () => {
    const submit = (form: string, body: unknown) =>
      call(`/online-form/${form}/submit`, { body });
    expect(await submit("no-such-form", { answers: {} })).toEqual({
      status: 404,
      body: { message: "Form not found." },
    });
    expect(await submit("equipment-service-request", { answers: [] })).toEqual({
      status: 400,
      body: { message: "answers must be an object." },
    });
    const { plant: _plant, ...withoutPlant } = serviceRequest;
    for (const incomplete of [
      withoutPlant,
      { ...serviceRequest, plant: null },
    ]) {
      expect(
        await submit("equipment-service-request", { answers: incomplete }),
      ).toEqual({ status: 400, body: { message: "plant is required." } });
    }
    expect(store.formSubmissions()).toEqual([]);
  });

  it("only an e-mail answer fires a trigger: text at fail.test is kept", async () => {
    const answers = { ...serviceRequest, plant: "plant@fail.test" };
    expect(
      await call("/online-form/equipment-service-request/submit", {
        body: { answers },
      }),
    ).toEqual({ status: 200, body: { success: true } });
    expect(store.formSubmissions()).toEqual([
      {
        formId: "equipment-service-request",
        answers,
        time: expect.any(String),
      },
    ]);
  });
});

describe("failure triggers (mocks/README.md)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("an e-mail at fail.test makes every call carrying it answer 500", async () => {
    const email = "anyone@fail.test";
    const calls = [
      () => login({ email, password: DEMO_PASSWORD }),
      () => register({ email, password: DEMO_PASSWORD, signupCode: "123456" }),
      () => sendVerifyCode({ email, mode: "aden-homepage" }),
      () => checkVerifyCode({ email, vuid: "123456" }),
      () => oauthLogin({ credential: createGoogleCredential({ email }) }),
      () =>
        submitHomepageCta({
          firstname: "Ada",
          lastname: "Lovelace",
          phone_number: "(1) 2025550143",
          email,
        }),
    ];
    for (const call of calls) {
      const error = await failureOf(call());
      expect([error.status, error.message]).toEqual([500, FAILURE_MESSAGE]);
    }
    expect(store.leads()).toEqual([]);
  });

  it("an e-mail at slow.test makes the contact call hang until the client times out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const outcome = failureOf(
      submitHomepageCta({
        firstname: "Ada",
        lastname: "Lovelace",
        phone_number: "(1) 2025550143",
        email: "ada@slow.test",
      }),
    );
    // behaviour §7: requests time out after 30 s.
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await outcome;
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe("The request timed out. Please try again.");
  });

  it("a slow.test e-mail's call answers 504 after 35 s, when a client waits that long", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const answer = triggeredResponse("ada@slow.test");
    await vi.advanceTimersByTimeAsync(35_000);
    const response = await answer;
    expect(response?.status).toBe(504);
    expect(await response?.json()).toEqual({ message: "Gateway timeout" });
  });

  it("a malformed.test e-mail's call answers 200 with a body of the wrong shape", async () => {
    expect(
      await call("/user/login", {
        body: { email: "ada@malformed.test", password: DEMO_PASSWORD },
      }),
    ).toEqual({ status: 200, body: { status: "ok", data: { result: [] } } });
  });

  it("an unauthorized.test user's profile answers 401 with the upstream's message", async () => {
    const { token } = await login({
      email: "demo@unauthorized.test",
      password: DEMO_PASSWORD,
    });
    expect(
      await call("/user/profile", {
        headers: { authorization: `jwt ${token}` },
      }),
    ).toEqual({
      status: 401,
      body: { message: "Your session has ended. Please log in again." },
    });
  });

  it("an e-mail at malformed.test makes the login answer a body of the wrong shape", async () => {
    const error = await failureOf(
      login({ email: "ada@malformed.test", password: DEMO_PASSWORD }),
    );
    expect(error.message).toBe(
      "The server sent an answer in an unexpected format.",
    );
  });

  it("a user at unauthorized.test signs in, and the profile answers 401", async () => {
    const { token } = await login({
      email: "demo@unauthorized.test",
      password: DEMO_PASSWORD,
    });
    const error = await failureOf(getProfile(token));
    expect(error.unauthorized).toBe(true);
    expect(error.message).not.toBe("Unauthorized");
  });

  it("a user at profile-fail.test gets 503 from the profile, after one retry", async () => {
    const { token } = await login({
      email: "demo@profile-fail.test",
      password: DEMO_PASSWORD,
    });
    seenPaths.length = 0;
    const error = await failureOf(getProfile(token));
    expect(error.status).toBe(503);
    expect(seenPaths).toEqual([
      "GET /api/user/profile",
      "GET /api/user/profile",
    ]);
  });

  it("a user at profile-malformed.test gets a profile of the wrong shape", async () => {
    const { token } = await login({
      email: "demo@profile-malformed.test",
      password: DEMO_PASSWORD,
    });
    const error = await failureOf(getProfile(token));
    expect(error.message).toBe(
      "The server sent an answer in an unexpected format.",
    );
  });

  it("the form id fail-test answers 500, after one retry", async () => {
    const error = await failureOf(getOnlineForm("fail-test"));
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(seenPaths).toEqual([
      "GET /api/online-form/fail-test",
      "GET /api/online-form/fail-test",
    ]);
  });

  it("an e-mail answer at fail.test makes the form's submit answer 500, keeping nothing", async () => {
    const error = await failureOf(
      submitOnlineForm("equipment-service-request", {
        plant: "Plant 2",
        contactName: "Dana Ortiz",
        workEmail: "dana@fail.test",
        equipment: "other",
        urgency: "planned",
        problem: "Annual service.",
      }),
    );
    expect(error.status).toBe(500);
    expect(store.formSubmissions()).toEqual([]);
  });

  it("a path the upstream does not have answers 404 with a message", async () => {
    const response = await fetch(`${MOCK_API_BASE_URL}/user/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found." });
  });
});
