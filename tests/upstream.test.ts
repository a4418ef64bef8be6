import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { REQUEST_TIMEOUT_MS } from "~/lib/constants";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import {
  CLIENT_MESSAGES,
  MAX_RETRY_AFTER_MS,
  requestUpstream,
  RETRY_STATUSES,
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

describe("every call of SPEC §7 sends exactly the request of the spec", () => {
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

describe("timeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives up after REQUEST_TIMEOUT_MS with a 'request timed out' error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    answerWith(() => delay("infinite").then(() => json({})));
    const outcome = failureOf(
      login({ email: "ada@example.com", password: "correct-horse" }),
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.timedOut).toBe(true);
    expect(error.status).toBeNull();
    expect(error.message).toBe(CLIENT_MESSAGES.timedOut);
    expect(error.message).toMatch(/request timed out/i);
  });

  it("takes its limit from the request, and a slow GET is not retried", async () => {
    const seen = answerWith(() => delay("infinite").then(() => json({})));
    const error = await failureOf(
      requestUpstream({
        method: "GET",
        baseUrl: api,
        path: "/user/profile",
        timeoutMs: 20,
      }),
    );
    expect(error.timedOut).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("an answer in time is not cut", async () => {
    answerWith(() => delay(5).then(() => json(authAnswer)));
    await expect(
      requestUpstream({
        method: "POST",
        baseUrl: api,
        path: "/user/login",
        timeoutMs: 1_000,
      }),
    ).resolves.toEqual(authAnswer);
  });
});

describe("retries (SPEC §7)", () => {
  const noWait = async () => {};
  const request = (method: HttpMethod) =>
    requestUpstream({ method, baseUrl: api, path: "/thing", wait: noWait });

  it.each([...RETRY_STATUSES])(
    "retries a GET once after %i, and answers the second attempt",
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

  it.each([...RETRY_STATUSES])(
    "retries a GET only once after %i: the second failure is the error",
    async (status) => {
      const seen = answerWith(() => json({ message: "still busy" }, status));
      const error = await failureOf(request("GET"));
      expect(seen).toHaveLength(2);
      expect(error.status).toBe(status);
    },
  );

  it.each(["HEAD", "OPTIONS"] as const)("retries %s too", async (method) => {
    const seen = answerWith((attempt) =>
      attempt === 1 ? new Response(null, { status: 503 }) : new Response(null),
    );
    await request(method);
    expect(seen).toHaveLength(2);
  });

  it.each(
    (["POST", "PUT", "PATCH", "DELETE"] as const).flatMap((method) =>
      [...RETRY_STATUSES].map((status) => [method, status] as const),
    ),
  )("never retries %s (answer %i)", async (method, status) => {
    const seen = answerWith(() => json({ message: "busy" }, status));
    await failureOf(request(method));
    expect(seen).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 501])(
    "does not retry a GET after %i",
    async (status) => {
      const seen = answerWith(() => json({ message: "no" }, status));
      await failureOf(request("GET"));
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

  it("waits as long as Retry-After asks, up to the cap", async () => {
    const waits: number[] = [];
    answerWith((attempt) =>
      attempt % 2 === 1
        ? new Response(null, {
            status: 429,
            headers: { "Retry-After": attempt === 1 ? "1" : "3600" },
          })
        : json({}),
    );
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    await requestUpstream({ method: "GET", baseUrl: api, path: "/a", wait });
    await requestUpstream({ method: "GET", baseUrl: api, path: "/a", wait });
    expect(waits).toEqual([1_000, MAX_RETRY_AFTER_MS]);
  });

  it("reads Retry-After as seconds or as an HTTP date, and ignores nonsense", () => {
    const now = Date.parse("2025-03-01T12:00:00Z");
    const after = (value: string) =>
      retryDelayMs(new Headers({ "Retry-After": value }), now);
    expect(retryDelayMs(new Headers(), now)).toBe(0);
    expect(after("0")).toBe(0);
    expect(after("1")).toBe(1_000);
    expect(after("Sat, 01 Mar 2025 12:00:01 GMT")).toBe(1_000);
    expect(after("Sat, 01 Mar 2025 13:00:00 GMT")).toBe(MAX_RETRY_AFTER_MS);
    expect(after("Sat, 01 Mar 2025 11:00:00 GMT")).toBe(0);
    expect(after("soon")).toBe(0);
    expect(after("-5")).toBe(0);
  });
});

describe("errors (SPEC §8)", () => {
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

  it("an unreachable server is an error without a status", async () => {
    answerWith(() => HttpResponse.error());
    const error = await failureOf(loginAda());
    expect(error.message).toBe(CLIENT_MESSAGES.unreachable);
    expect(error.status).toBeNull();
    expect(error.timedOut).toBe(false);
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
    expect(error.message).toBe(CLIENT_MESSAGES.cancelled);
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
      expect(error.message).toBe(CLIENT_MESSAGES.malformed);
      expect(error.status).toBe(200);
      expect(error.unauthorized).toBe(false);
    },
  );

  it("a profile without an e-mail is a malformed-answer error carrying the body", async () => {
    answerWith(() => json({ id: 7, firstname: "Ada" }));
    const error = await failureOf(getProfile("abc.def.ghi"));
    expect(error.message).toBe(CLIENT_MESSAGES.malformed);
    expect(error.body).toEqual({ id: 7, firstname: "Ada" });
  });

  it("an oauth answer without a token is a malformed-answer error", async () => {
    answerWith(() => json({ success: true }));
    const error = await failureOf(
      oauthLogin({ credential: "google.id.token" }),
    );
    expect(error.message).toBe(CLIENT_MESSAGES.malformed);
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
