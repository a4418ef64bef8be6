import { delay, http, HttpResponse, type JsonBodyType } from "msw";
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
  CLIENT_MESSAGES,
  requestUpstream,
  retryDelayMs,
  serverMessageOf,
  type HttpMethod,
} from "~/lib/http-client.server";
import {
  checkVerifyCode,
  getProfile,
  login,
  oauthLogin,
  register,
  sendVerifyCode,
  submitHomepageCta,
  UpstreamError,
} from "~/lib/upstream.server";

const api = MOCK_API_BASE_URL;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Seen = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
};

/** Answers every request under the API base with `answer`, and keeps what each request carried. */
function answerWith(
  answer: (attempt: number) => Response | Promise<Response>,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${api}/*`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname.replace(new URL(api).pathname, ""),
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return answer(seen.length);
    }),
  );
  return seen;
}

const json = (body: JsonBodyType, status = 200) =>
  HttpResponse.json(body, { status });

/** The error a promise rejects with; fails the test when it resolves. */
async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error("expected the call to fail");
}

const authAnswer = {
  token: "tok.en.value",
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
};

describe("every call of behaviour §7 sends exactly the request of the spec", () => {
  it("login: POST /user/login with the e-mail and password as JSON", async () => {
    const seen = answerWith(() => json(authAnswer));
    await expect(
      login({ email: "ada@example.com", password: "correct-horse" }),
    ).resolves.toEqual(authAnswer);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/user/login",
      query: {},
    });
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
    expect(seen[0]?.headers.accept).toBe("application/json");
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      email: "ada@example.com",
      password: "correct-horse",
    });
  });

  it("sends Authorization: jwt {token} when a token is given", async () => {
    const seen = answerWith(() => json(authAnswer));
    await login(
      { email: "ada@example.com", password: "correct-horse" },
      { token: "abc.def.ghi" },
    );
    expect(seen[0]?.headers.authorization).toBe("jwt abc.def.ghi");
  });

  it("oauthLogin: POST /user/oauth/login with the credential, google and rel=aden in the query, no body", async () => {
    const seen = answerWith(() => json({ token: "google.session" }));
    await expect(
      oauthLogin({ credential: "google.id.token" }),
    ).resolves.toEqual({ token: "google.session" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/user/oauth/login",
      query: { token: "google.id.token", oauth_type: "google", rel: "aden" },
      body: "",
    });
    expect(seen[0]?.headers["content-type"]).toBeUndefined();
  });

  it("oauthLogin carries the relation when one is given", async () => {
    const seen = answerWith(() => json({ token: "google.session" }));
    await oauthLogin({ credential: "google.id.token", rel: "aden-aiform" });
    expect(seen[0]?.query.rel).toBe("aden-aiform");
  });

  it("register: POST /user/register?rel=aden with email, password, signupCode", async () => {
    const seen = answerWith(() => json(authAnswer));
    await expect(
      register({
        email: "ada@example.com",
        password: "correct-horse",
        signupCode: "123456",
      }),
    ).resolves.toEqual(authAnswer);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/user/register",
      query: { rel: "aden" },
    });
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      email: "ada@example.com",
      password: "correct-horse",
      signupCode: "123456",
    });
  });

  it("register carries the relation, and reads an answer without a session as null", async () => {
    const seen = answerWith((attempt) =>
      attempt === 1 ? json({ success: true }) : new Response(null),
    );
    const input = {
      email: "ada@example.com",
      password: "correct-horse",
      signupCode: "123456",
      rel: "aden-employee" as const,
    };
    await expect(register(input)).resolves.toBeNull();
    await expect(register(input)).resolves.toBeNull();
    expect(seen[0]?.query.rel).toBe("aden-employee");
  });

  it("sendVerifyCode: POST /user/send-verify-code with email, mode and rId", async () => {
    const seen = answerWith(() => json({ success: true }));
    await sendVerifyCode({
      email: "ada@example.com",
      mode: "aden-ai-form",
      rId: "rec_42",
    });
    await sendVerifyCode({ email: "ada@example.com", mode: "aden-homepage" });
    expect(seen.map((request) => [request.method, request.path])).toEqual([
      ["POST", "/user/send-verify-code"],
      ["POST", "/user/send-verify-code"],
    ]);
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      email: "ada@example.com",
      mode: "aden-ai-form",
      rId: "rec_42",
    });
    expect(JSON.parse(seen[1]?.body ?? "")).toEqual({
      email: "ada@example.com",
      mode: "aden-homepage",
    });
  });

  it("sendVerifyCode sends nothing when there is no e-mail", async () => {
    const seen = answerWith(() => json({ success: true }));
    await sendVerifyCode({ email: "  ", mode: "aden-homepage" });
    expect(seen).toHaveLength(0);
  });

  it("checkVerifyCode: POST /user/check-verify-code with email and vuid", async () => {
    const seen = answerWith(() => json({ success: true }));
    await checkVerifyCode({ email: "ada@example.com", vuid: "654321" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/user/check-verify-code",
    });
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      email: "ada@example.com",
      vuid: "654321",
    });
  });

  it("getProfile: GET /user/profile with the token, parsed", async () => {
    const seen = answerWith(() =>
      json({
        id: 7,
        firstname: "Ada",
        lastname: null,
        email: "ada@example.com",
        company_name: "Analytical Engines Ltd",
        avatar: "",
        user_id: "u-7",
        create_time: "2024-05-01T09:00:00.000Z",
      }),
    );
    await expect(getProfile("abc.def.ghi")).resolves.toEqual({
      id: 7,
      firstname: "Ada",
      lastname: "",
      email: "ada@example.com",
      company_name: "Analytical Engines Ltd",
      avatar: null,
      user_id: "u-7",
      create_time: "2024-05-01T09:00:00.000Z",
    });
    expect(seen[0]).toMatchObject({
      method: "GET",
      path: "/user/profile",
      query: {},
      body: "",
    });
    expect(seen[0]?.headers.authorization).toBe("jwt abc.def.ghi");
  });

  it("getProfile accepts a backend that leaves the optional fields out", async () => {
    answerWith(() => json({ id: "7", email: "ada@example.com" }));
    await expect(getProfile("abc.def.ghi")).resolves.toEqual({
      id: "7",
      firstname: "",
      lastname: "",
      email: "ada@example.com",
      company_name: null,
      avatar: null,
      user_id: null,
      create_time: null,
    });
  });

  it("submitHomepageCta: POST /test/homepage-cta with exactly the four lead fields as JSON", async () => {
    const seen = answerWith(() => new Response(null, { status: 204 }));
    const lead = {
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(1) 2025550143",
      email: "ada@example.com",
      extra: "not part of the contract",
    };
    await submitHomepageCta(lead);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/test/homepage-cta",
    });
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
      firstname: "Ada",
      lastname: "Lovelace",
      phone_number: "(1) 2025550143",
      email: "ada@example.com",
    });
  });

  it("reads the API base from the configuration on each call", async () => {
    vi.stubEnv("MOCKS", "true");
    vi.stubEnv("API_BASE_URL", "https://api.example.com/v2/");
    const urls: string[] = [];
    server.use(
      http.post("https://api.example.com/v2/user/login", ({ request }) => {
        urls.push(request.url);
        return json(authAnswer);
      }),
    );
    await login({ email: "ada@example.com", password: "correct-horse" });
    expect(urls).toEqual(["https://api.example.com/v2/user/login"]);
  });
});

describe("timeout (behaviour §7, §9: 30 000 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const loginAda = (options?: { signal: AbortSignal }) =>
    login({ email: "ada@example.com", password: "correct-horse" }, options);

  /** The call's outcome, and whether it has settled yet. */
  function watch(promise: Promise<unknown>) {
    const state = { settled: false, outcome: failureOf(promise) };
    void state.outcome.then(
      () => (state.settled = true),
      () => (state.settled = true),
    );
    return state;
  }

  it("a request still pending at 29 999 ms goes on; at 30 000 ms it is the timed-out error", async () => {
    answerWith(() => delay("infinite").then(() => json({})));
    const call = watch(loginAda());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.outcome;
    expect(error.timedOut).toBe(true);
    expect(error.status).toBeNull();
    expect(error.message).toBe("The request timed out. Please try again.");
  });

  // A timer left running would hold a graceful shutdown (or a test run) open for 30 s.
  it("a call that has ended leaves no timer behind", async () => {
    answerWith(() => json(authAnswer));
    await loginAda();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("an answer at 29 999 ms is taken", async () => {
    answerWith(() => delay(29_999).then(() => json(authAnswer)));
    const outcome = loginAda();
    await vi.advanceTimersByTimeAsync(29_999);
    await expect(outcome).resolves.toEqual(authAnswer);
  });

  it("the caller's abort signal does not switch the timeout off", async () => {
    answerWith(() => delay("infinite").then(() => json({})));
    const call = watch(loginAda({ signal: new AbortController().signal }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await call.outcome).timedOut).toBe(true);
  });

  it("a GET that timed out is not tried again", async () => {
    const seen = answerWith(() => delay("infinite").then(() => json({})));
    const call = watch(getProfile("abc.def.ghi"));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await call.outcome).timedOut).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("the 30 s cover the whole call, its retry included", async () => {
    const seen = answerWith((attempt) =>
      attempt === 1
        ? json({ message: "busy" }, 503)
        : delay("infinite").then(() => json({})),
    );
    const call = watch(getProfile("abc.def.ghi"));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(seen).toHaveLength(2);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call.outcome).timedOut).toBe(true);
  });
});

describe("retries (behaviour §7)", () => {
  const request = (method: HttpMethod) =>
    requestUpstream({ method, baseUrl: api, path: "/thing" });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    "a GET answered %i is tried again, and the second answer counts",
    async (status) => {
      const seen = answerWith((attempt) =>
        attempt === 1
          ? json({ message: "busy" }, status)
          : json({ done: true }),
      );
      await expect(request("GET")).resolves.toEqual({ done: true });
      expect(seen).toHaveLength(2);
    },
  );

  it("a GET is retried once only: two requests in all, and the second failure is the error", async () => {
    const seen = answerWith(() => json({ message: "still busy" }, 503));
    const error = await failureOf(request("GET"));
    expect(seen).toHaveLength(2);
    expect(error.status).toBe(503);
    expect(error.message).toBe("still busy");
  });

  it.each([400, 404, 501])(
    "a GET answered %i is not retried",
    async (status) => {
      const seen = answerWith(() => json({ message: "no" }, status));
      await failureOf(request("GET"));
      expect(seen).toHaveLength(1);
    },
  );

  it.each(["HEAD", "OPTIONS"] as const)(
    "%s is retried like a GET",
    async (method) => {
      const seen = answerWith((attempt) =>
        attempt === 1
          ? new Response(null, { status: 503 })
          : new Response(null),
      );
      await request(method);
      expect(seen).toHaveLength(2);
    },
  );

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)(
    "%s is never retried, even after a 503",
    async (method) => {
      const seen = answerWith(() => json({ message: "busy" }, 503));
      await failureOf(request(method));
      expect(seen).toHaveLength(1);
    },
  );

  it("the profile call is retried once, the login call never", async () => {
    const seen = answerWith(() => json({ message: "busy" }, 503));
    await failureOf(getProfile("abc.def.ghi"));
    expect(seen).toHaveLength(2);
    await failureOf(
      login({ email: "ada@example.com", password: "correct-horse" }),
    );
    expect(seen).toHaveLength(3);
  });

  describe("Retry-After", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      ["1", 1_000],
      ["3600", 2_000],
    ])(
      "after Retry-After: %s the retry waits %i ms",
      async (retryAfter, pauseMs) => {
        const seen = answerWith((attempt) =>
          attempt === 1
            ? new Response(null, {
                status: 429,
                headers: { "Retry-After": retryAfter },
              })
            : json({}),
        );
        const outcome = request("GET");
        await vi.advanceTimersByTimeAsync(pauseMs - 1);
        expect(seen).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1);
        await expect(outcome).resolves.toEqual({});
        expect(seen).toHaveLength(2);
      },
    );
  });

  it("reads Retry-After as seconds or as an HTTP date, at most 2 s, and ignores nonsense", () => {
    const now = Date.parse("2025-03-01T12:00:00Z");
    const after = (value: string) =>
      retryDelayMs(new Headers({ "Retry-After": value }), now);
    expect(retryDelayMs(new Headers(), now)).toBe(0);
    expect(after("0")).toBe(0);
    expect(after("1")).toBe(1_000);
    expect(after("Sat, 01 Mar 2025 12:00:01 GMT")).toBe(1_000);
    expect(after("Sat, 01 Mar 2025 13:00:00 GMT")).toBe(2_000);
    expect(after("Sat, 01 Mar 2025 11:00:00 GMT")).toBe(0);
    expect(after("soon")).toBe(0);
    expect(after("-5")).toBe(0);
    expect(after(" 1 ")).toBe(1_000);
    expect(after("10")).toBe(2_000);
    // Only whole seconds count as seconds (RFC 9110 delay-seconds).
    expect(after("1.5")).toBe(0);
    expect(after("+5")).toBe(0);
  });
});

describe("errors (behaviour §8)", () => {
  const loginAda = () =>
    login({ email: "ada@example.com", password: "correct-horse" });

  it.each([
    [
      { message: "Incorrect email or password." },
      "Incorrect email or password.",
    ],
    [{ msg: "Email already registered" }, "Email already registered"],
    [{ error: "Bad code" }, "Bad code"],
    [{ error: { message: "Nested reason" } }, "Nested reason"],
    [{ message: "  ", msg: "Second choice" }, "Second choice"],
  ])("uses the server's message from %j", async (body, message) => {
    answerWith(() => json(body, 400));
    const error = await failureOf(loginAda());
    expect(error.message).toBe(message);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.unauthorized).toBe(false);
    expect(error.timedOut).toBe(false);
  });

  it("falls back to the client's message when the body has none, and keeps the body", async () => {
    answerWith(
      () =>
        new Response("<html><body>Bad gateway</body></html>", {
          status: 502,
          headers: { "Content-Type": "text/html" },
        }),
    );
    const error = await failureOf(loginAda());
    expect(error.message).toBe(CLIENT_MESSAGES.failed(502));
    expect(error.status).toBe(502);
    expect(error.body).toBe("<html><body>Bad gateway</body></html>");
  });

  it("falls back to the client's message for an empty error body", async () => {
    answerWith(() => new Response(null, { status: 500 }));
    const error = await failureOf(loginAda());
    expect(error.message).toBe(CLIENT_MESSAGES.failed(500));
    expect(error.body).toBeNull();
  });

  it("serverMessageOf finds nothing in bodies that carry no message", () => {
    expect(serverMessageOf(null)).toBeUndefined();
    expect(serverMessageOf("plain text")).toBeUndefined();
    expect(serverMessageOf({ message: 42 })).toBeUndefined();
    expect(serverMessageOf([{ message: "in an array" }])).toBeUndefined();
    // Only an `error` object is looked into.
    expect(serverMessageOf({ message: { message: "nested" } })).toBeUndefined();
    expect(serverMessageOf({ msg: { message: "nested" } })).toBeUndefined();
  });

  it("serverMessageOf trims the message it finds", () => {
    expect(serverMessageOf({ message: "  Bad code\n" })).toBe("Bad code");
  });

  it("marks a 401 and says 'Unauthorized', keeping the server's body", async () => {
    answerWith(() => json({ message: "jwt expired" }, 401));
    const error = await failureOf(loginAda());
    expect(error.unauthorized).toBe(true);
    expect(error.message).toBe("Unauthorized");
    expect(error.body).toEqual({ message: "jwt expired" });
  });

  it("the profile call suppresses the message: a 401 is marked and keeps the server's words", async () => {
    const seen = answerWith(() => json({ message: "jwt expired" }, 401));
    const error = await failureOf(getProfile("old.token.value"));
    expect(error.unauthorized).toBe(true);
    expect(error.status).toBe(401);
    expect(error.message).toBe("jwt expired");
    expect(seen).toHaveLength(1);
  });

  it("an unreachable server is an error without a status, and a GET to it is not retried", async () => {
    const seen = answerWith(() => HttpResponse.error());
    const error = await failureOf(getProfile("abc.def.ghi"));
    expect(error.message).toBe(
      "The server could not be reached. Please try again.",
    );
    expect(error.status).toBeNull();
    expect(error.timedOut).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it("a request the caller cancels ends with a cancelled error", async () => {
    answerWith(() => delay("infinite").then(() => json({})));
    const controller = new AbortController();
    const outcome = failureOf(
      login(
        { email: "ada@example.com", password: "correct-horse" },
        { signal: controller.signal },
      ),
    );
    controller.abort();
    const error = await outcome;
    expect(error.message).toBe("The request was cancelled.");
    expect(error.timedOut).toBe(false);
  });

  it.each([
    ["a body without the token", json({ id: 7, email: "ada@example.com" })],
    ["an empty token", json({ ...authAnswer, token: "" })],
    ["a body that is not JSON", new Response("OK")],
    ["an empty body", new Response(null)],
    ["a list", json([authAnswer])],
  ])(
    "a login answer with %s is a malformed-answer error",
    async (_, answer) => {
      answerWith(() => answer.clone());
      const error = await failureOf(loginAda());
      expect(error.message).toBe(
        "The server sent an answer in an unexpected format.",
      );
      expect(error.status).toBe(200);
      expect(error.unauthorized).toBe(false);
    },
  );

  it("a profile without an e-mail is a malformed-answer error carrying the body", async () => {
    answerWith(() => json({ id: 7, firstname: "Ada" }));
    const error = await failureOf(getProfile("abc.def.ghi"));
    expect(error.message).toBe(
      "The server sent an answer in an unexpected format.",
    );
    expect(error.body).toEqual({ id: 7, firstname: "Ada" });
  });

  it("an oauth answer without a token is a malformed-answer error", async () => {
    answerWith(() => json({ success: true }));
    const error = await failureOf(
      oauthLogin({ credential: "google.id.token" }),
    );
    expect(error.message).toBe(
      "The server sent an answer in an unexpected format.",
    );
  });
});

describe("privacy", () => {
  it("logs nothing, so no token, password or code reaches a log", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map(
      (method) => vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const loginWithSecrets = () =>
      login(
        { email: "ada@example.com", password: "secret-password" },
        { token: "secret.token" },
      );
    answerWith(() => json({ message: "no" }, 500));
    await failureOf(loginWithSecrets());
    await failureOf(getProfile("secret.token"));
    await failureOf(
      checkVerifyCode({ email: "ada@example.com", vuid: "123456" }),
    );
    server.resetHandlers();
    answerWith(() => json(authAnswer));
    await loginWithSecrets();
    await checkVerifyCode({ email: "ada@example.com", vuid: "123456" });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe("requestUpstream", () => {
  it("asks for JSON, and sends Idempotency-Key only when given one", async () => {
    const seen = answerWith(() => json({ ok: true }));
    const base = { method: "GET", baseUrl: api, path: "/ping" } as const;
    await expect(requestUpstream(base)).resolves.toEqual({ ok: true });
    await requestUpstream({ ...base, idempotencyKey: "lead-1" });
    expect(seen.map(({ headers }) => headers)).toEqual([
      { accept: "application/json" },
      { accept: "application/json", "idempotency-key": "lead-1" },
    ]);
  });

  it("answers null for an empty or blank body", async () => {
    const bodies = ["", " \n"];
    answerWith((attempt) => new Response(bodies[attempt - 1]));
    for (let i = 0; i < bodies.length; i++) {
      await expect(
        requestUpstream({ method: "GET", baseUrl: api, path: "/empty" }),
      ).resolves.toBeNull();
    }
  });

  it("keeps what went wrong as the error's cause", async () => {
    answerWith(() => HttpResponse.error());
    const unreachable = await failureOf(
      requestUpstream({ method: "POST", baseUrl: api, path: "/down" }),
    );
    expect(unreachable.cause).toBeInstanceOf(TypeError);

    const controller = new AbortController();
    controller.abort();
    const cancelled = await failureOf(
      requestUpstream({
        method: "POST",
        baseUrl: api,
        path: "/down",
        signal: controller.signal,
      }),
    );
    expect(cancelled.message).toBe("The request was cancelled.");
    expect(cancelled.cause).toMatchObject({ name: "AbortError" });
  });
});
