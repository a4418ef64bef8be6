import type { SubmissionResult } from "@conform-to/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import { getSession } from "~/lib/session.server";
import { action as authAction } from "~/routes/auth";
import { loader as handoffLoader } from "~/routes/auth.handoff";
import { action as logoutAction } from "~/routes/auth.logout";
import { loader as employeeLoader } from "~/routes/employee.$id";
import { loader as rootLoader } from "~/root";
import {
  cookieOf,
  csrfPair,
  postForm,
  postFromAuthDialog,
  useMockUpstream,
} from "./mock-upstream";
import { captureLogs } from "./log-capture";

const mock = useMockUpstream();
const DEMO = { email: "demo@aden.dev", password: "aden-demo-1234" };

afterEach(() => {
  vi.useRealTimers();
});

async function sessionOf(cookie: string) {
  return getSession(
    new Request("http://localhost:3000/", { headers: { Cookie: cookie } }),
  );
}

/** The form result the action left for the page it redirected to. */
async function flashedResult(response: Response) {
  const session = await sessionOf(cookieOf(response));
  return session.get("authResult") as {
    form: string;
    result: SubmissionResult<string[]>;
  };
}

function asResponse(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

async function post(fields: Record<string, string>, cookie?: string) {
  return asResponse(
    await postFromAuthDialog(
      authAction,
      "/auth",
      { returnTo: "/pricing", ...fields },
      cookie,
    ),
  );
}

function decodeHandoff(location: string) {
  const t =
    new URL(location, "http://site.invalid").searchParams.get("t") ?? "";
  return Buffer.from(t, "base64").toString("utf8");
}

describe("login", () => {
  it("signs in and hands the user to onboarding with t = base64('jwt ' + token)", async () => {
    const response = await post({ intent: "login", ...DEMO });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    // With the mocks on, the platform app is a path on this site: the visitor keeps their host.
    expect(location).toMatch(/^\/__mock-arp\/onboarding\?t=/);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    const session = await sessionOf(cookieOf(response));
    expect(decodeHandoff(location)).toBe(`jwt ${session.get("token")}`);
    expect(session.get("user")).toMatchObject({
      email: DEMO.email,
      firstname: "Demo",
    });
  });

  it("gives the spec's messages for empty fields, next to each field", async () => {
    const response = await post({ intent: "login" });
    expect(response.headers.get("Location")).toBe("/pricing?auth=login");
    const { form, result } = await flashedResult(response);
    expect(form).toBe("login");
    expect(result.error).toEqual({
      email: ["Please input your email"],
      password: ["Please input your password"],
    });
  });

  it("shows the upstream's message for a wrong password and never sends the password back", async () => {
    const response = await post({
      intent: "login",
      email: DEMO.email,
      password: "wrong-password",
    });
    const { result } = await flashedResult(response);
    expect(result.error?.[""]).toEqual(["Incorrect email or password."]);
    expect(result.initialValue).toMatchObject({ email: DEMO.email });
    expect(JSON.stringify(result)).not.toContain("wrong-password");
  });

  it("maps an upstream failure to its message", async () => {
    const response = await post({
      intent: "login",
      email: "someone@fail.test",
      password: "whatever-123",
    });
    const { result } = await flashedResult(response);
    expect(result.error?.[""]).toEqual([
      "The service is temporarily unavailable. Please try again later.",
    ]);
  });

  it("keeps the relation and record id in the dialog URL and ignores unsafe return paths", async () => {
    const response = await post({
      intent: "login",
      returnTo: "//evil.example/path",
      rel: "aden-employee",
      rId: "emp-7",
    });
    expect(response.headers.get("Location")).toBe(
      "/?auth=login&rel=aden-employee&rId=emp-7",
    );
  });

  it("opens the AI-form module: a new tab with script, this tab without", async () => {
    const scripted = await postFromAuthDialog(authAction, "/auth", {
      intent: "login",
      ...DEMO,
      rel: "aden-aiform",
      clientMode: "js",
      returnTo: "/ai-form",
    });
    expect(scripted).toMatchObject({
      data: { openInNewTab: "/auth/handoff?to=ai-form", then: "/ai-form" },
    });
    const plain = await post({ intent: "login", ...DEMO, rel: "aden-aiform" });
    expect(plain.headers.get("Location")).toMatch(
      /\/__mock-arp\/modules\/aden-ai-form\?t=/,
    );
  });
});

describe("sign-up step 1", () => {
  it("refuses an invalid email with the spec's message", async () => {
    const response = await post({ intent: "send-code", email: "nope" });
    expect((await flashedResult(response)).result.error).toEqual({
      email: ["Please input a valid email"],
    });
  });

  it("sends a code, with mode and rId, and says so in a toast", async () => {
    const email = "new.person@example.com";
    const response = await post({
      intent: "send-code",
      email,
      rel: "aden-aiform",
      rId: "rec-9",
    });
    expect(response.headers.get("Location")).toBe(
      "/pricing?auth=signup&rel=aden-aiform&rId=rec-9",
    );
    const session = await sessionOf(cookieOf(response));
    expect(session.get("toast")).toMatchObject({
      message: "Verification code sent to your email",
    });
    expect(mock.store.mailbox(email)).toEqual([
      expect.objectContaining({ mode: "aden-ai-form", rId: "rec-9" }),
    ]);
  });

  it("enforces one send per email every 60 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = "patient.person@example.com";
    const first = await post({ intent: "send-code", email });
    const cookie = cookieOf(first);

    vi.advanceTimersByTime(30_000);
    const early = await post({ intent: "send-code", email }, cookie);
    expect((await flashedResult(early)).result.error).toEqual({
      email: ["Please wait 30s before requesting another code"],
    });
    expect(mock.store.mailbox(email)).toHaveLength(1);

    // Another address is not held back.
    await post(
      { intent: "send-code", email: "other.person@example.com" },
      cookie,
    );
    expect(mock.store.mailbox("other.person@example.com")).toHaveLength(1);

    vi.advanceTimersByTime(31_000);
    await post({ intent: "send-code", email }, cookie);
    expect(mock.store.mailbox(email)).toHaveLength(2);
  });

  it("asks for the code, refuses a wrong one with the upstream's message, accepts the right one", async () => {
    const email = "coder@example.com";
    const cookie = cookieOf(await post({ intent: "send-code", email }));

    const missing = await post({ intent: "check-code", email }, cookie);
    expect((await flashedResult(missing)).result.error).toEqual({
      code: ["Please input your signup code"],
    });

    const wrong = await post(
      { intent: "check-code", email, code: "000000" },
      cookie,
    );
    expect((await flashedResult(wrong)).result.error).toEqual({
      code: ["The verification code is incorrect."],
    });

    const code = mock.store.mailbox(email).at(-1)?.code ?? "";
    const right = await post({ intent: "check-code", email, code }, cookie);
    expect(right.headers.get("Location")).toBe("/pricing?auth=signup&step=2");
    expect(
      (await sessionOf(cookieOf(right, cookie))).get("signup"),
    ).toMatchObject({
      email,
      verifiedCode: code,
    });
  });
});

/** What the sign-up dialog of a page shows for this cookie (the root loader's answer). */
async function loadPage(path: string, cookie = "") {
  const answer = await rootLoader({
    request: new Request(`http://localhost:3000${path}`, {
      headers: { Cookie: cookie },
    }),
    params: {},
    context: { cspNonce: "" },
  }).catch((thrown: unknown) => thrown);
  return answer as
    | Response
    | {
        data: {
          auth: {
            signup: Record<string, unknown>;
            result: { form: string; result: SubmissionResult<string[]> } | null;
          };
        };
        init: { headers?: HeadersInit } | null;
      };
}

async function signupDialogOf(cookie: string) {
  const page = await loadPage("/pricing?auth=signup", cookie);
  if (page instanceof Response) throw new Error("expected the page's data");
  return page.data.auth;
}

/** A whole sign-up in one session: code sent, checked, account made. */
async function signUp(email: string) {
  let cookie = cookieOf(await post({ intent: "send-code", email }));
  const code = mock.store.mailbox(email).at(-1)?.code ?? "";
  cookie = cookieOf(await post({ intent: "check-code", email, code }), cookie);
  const registered = await post(
    {
      intent: "register",
      password: "a-good-password",
      confirmPassword: "a-good-password",
    },
    cookie,
  );
  expect(registered.headers.get("Location")).toMatch(
    /\/__mock-arp\/onboarding/,
  );
  return { code, cookie: cookieOf(registered, cookie) };
}

describe("sign-up for an email that has an account (issue 25)", () => {
  const ACCOUNT_EXISTS = {
    accountExists: true,
    codeSent: false,
    resendWaitSeconds: 0,
  };

  it("a refused code request spends no resend allowance: asking again says the reason again", async () => {
    const first = await post({ intent: "send-code", email: DEMO.email });
    expect(first.headers.get("Location")).toBe("/pricing?auth=signup");
    let cookie = cookieOf(first);
    expect((await flashedResult(first)).result.error).toBeUndefined();
    expect((await signupDialogOf(cookie)).signup).toMatchObject({
      email: DEMO.email,
      ...ACCOUNT_EXISTS,
    });

    // At once, and again from a visitor without the cookie: the upstream is asked each time.
    for (const asker of [cookie, ""]) {
      const again = await post(
        { intent: "send-code", email: DEMO.email },
        asker,
      );
      const { result } = await flashedResult(again);
      expect(JSON.stringify(result)).not.toContain("Please wait");
      expect(result.error).toBeUndefined();
      cookie = cookieOf(again, asker);
      expect((await signupDialogOf(cookie)).signup).toMatchObject({
        email: DEMO.email,
        ...ACCOUNT_EXISTS,
      });
    }
  });

  it("a code the upstream failed to send (5xx) still starts the wait: it may have gone out", async () => {
    const email = "someone@fail.test";
    const first = await post({ intent: "send-code", email });
    expect((await flashedResult(first)).result.error?.[""]).toEqual([
      "The service is temporarily unavailable. Please try again later.",
    ]);
    const again = await post({ intent: "send-code", email }, cookieOf(first));
    expect((await flashedResult(again)).result.error).toEqual({
      email: [
        expect.stringMatching(
          /^Please wait (60|59)s before requesting another code$/,
        ),
      ],
    });
  });

  it("Continue in a first tab after a second tab made the account says it exists, not 'no code was sent'", async () => {
    const email = "two.tabs@example.com";
    // Both tabs share the cookie: the second one's sign-up signed this browser in.
    const { code, cookie } = await signUp(email);
    // Even an upstream that only says the code is gone: the session knows better.
    mock.server.use(
      http.post(`${MOCK_API_BASE_URL}/user/check-verify-code`, () =>
        HttpResponse.json(
          {
            message:
              "No verification code was sent to this email. Please request one.",
          },
          { status: 400 },
        ),
      ),
    );
    const firstTab = await post({ intent: "check-code", email, code }, cookie);
    expect(firstTab.headers.get("Location")).toBe("/pricing?auth=signup");
    const { result } = await flashedResult(firstTab);
    expect(result.error).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain(code);
    const dialog = await signupDialogOf(cookieOf(firstTab, cookie));
    expect(dialog.signup).toMatchObject({ email, ...ACCOUNT_EXISTS });
  });

  it("the emailed link opened after sign-up, in another browser, says the account exists", async () => {
    const email = "late.link@example.com";
    const { code } = await signUp(email);
    const opened = await loadPage(
      `/pricing?email=${encodeURIComponent(email)}&vuid=${code}`,
    );
    if (!(opened instanceof Response)) throw new Error("expected a redirect");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/pricing?auth=signup");
    const dialog = await signupDialogOf(cookieOf(opened));
    expect(dialog.signup).toMatchObject({ email, ...ACCOUNT_EXISTS });
    expect(dialog.result).toBeNull();
  });

  it("a stale link for an email without an account keeps the upstream's message, without claiming a code was sent here", async () => {
    const email = "never.sent@example.com";
    const opened = await loadPage(
      `/?email=${encodeURIComponent(email)}&vuid=123456`,
    );
    if (!(opened instanceof Response)) throw new Error("expected a redirect");
    const dialog = await signupDialogOf(cookieOf(opened));
    expect(dialog.signup).toMatchObject({
      email,
      codeSent: true,
      sentHere: false,
      accountExists: false,
    });
    expect(dialog.result?.result.error).toEqual({
      code: [
        "No verification code was sent to this email. Please request one.",
      ],
    });
  });

  it("Create account in a tab whose account another tab made goes back to step 1, saying so", async () => {
    const email = "step.two.twice@example.com";
    let cookie = cookieOf(await post({ intent: "send-code", email }));
    const code = mock.store.mailbox(email).at(-1)?.code ?? "";
    cookie = cookieOf(
      await post({ intent: "check-code", email, code }),
      cookie,
    );
    // Another device registers the same email meanwhile.
    await mock.store.createUser({ email, password: "another-password" });
    const late = await post(
      {
        intent: "register",
        password: "a-good-password",
        confirmPassword: "a-good-password",
      },
      cookie,
    );
    expect(late.headers.get("Location")).toBe("/pricing?auth=signup");
    const dialog = await signupDialogOf(cookieOf(late, cookie));
    // The code did go out a moment ago: the resend rule still holds for this address.
    expect(dialog.signup).toMatchObject({
      email,
      accountExists: true,
      codeSent: false,
      verified: false,
    });
  });
});

describe("sign-up step 2", () => {
  async function verifiedCookie(email: string) {
    const cookie = cookieOf(await post({ intent: "send-code", email }));
    const code = mock.store.mailbox(email).at(-1)?.code ?? "";
    return cookieOf(
      await post({ intent: "check-code", email, code }, cookie),
      cookie,
    );
  }

  const register = (cookie: string) =>
    post(
      {
        intent: "register",
        password: "a-good-password",
        confirmPassword: "a-good-password",
      },
      cookie,
    );

  it.each([
    [
      {},
      {
        password: ["Please input your password"],
        confirmPassword: ["Please confirm your password"],
      },
    ],
    [
      { password: "short", confirmPassword: "short" },
      { password: ["Your password should contain at least 10 characters"] },
    ],
    [
      { password: "has spaces inside", confirmPassword: "has spaces inside" },
      { password: ["Password cannot contain spaces"] },
    ],
    [
      { password: "long-enough-1", confirmPassword: "long-enough-2" },
      { confirmPassword: ["Passwords do not match"] },
    ],
  ])("gives the spec's message for %j", async (fields, errors) => {
    const cookie = await verifiedCookie("rules@example.com");
    const response = await post({ intent: "register", ...fields }, cookie);
    expect(response.headers.get("Location")).toBe(
      "/pricing?auth=signup&step=2",
    );
    const { result } = await flashedResult(response);
    expect(result.error).toEqual(errors);
    expect(JSON.stringify(result.initialValue ?? {})).not.toMatch(
      /short|spaces|long-enough/,
    );
  });

  it("creates the account with the verified code and hands the user to onboarding", async () => {
    const email = "brand.new@example.com";
    const cookie = await verifiedCookie(email);
    const response = await register(cookie);
    expect(response.headers.get("Location")).toMatch(
      /\/__mock-arp\/onboarding\?t=/,
    );
    expect(mock.store.findUser(email)).toBeDefined();
    const session = await sessionOf(cookieOf(response));
    expect(session.get("token")).toBeTruthy();
    expect(session.get("signup")).toBeUndefined();
  });

  it("keeps the verified email through GETs of other pages (prefetches, other tabs)", async () => {
    const email = "kept.through.gets@example.com";
    let cookie = await verifiedCookie(email);
    for (const path of ["/", "/blog", "/pricing?contact=1"]) {
      const answer = (await rootLoader({
        request: new Request(`http://localhost:3000${path}`, {
          headers: { Cookie: cookie },
        }),
        params: {},
        context: { cspNonce: "" },
      })) as unknown as { init: { headers?: HeadersInit } | null };
      cookie = cookieOf({ headers: new Headers(answer.init?.headers) }, cookie);
      expect((await sessionOf(cookie)).get("signup")).toMatchObject({
        email,
        verifiedCode: expect.any(String),
      });
    }
    const response = await register(cookie);
    expect(response.headers.get("Location")).toMatch(
      /\/__mock-arp\/onboarding\?t=/,
    );
  });

  it("closing the dialog on purpose ends sign-up but keeps the resend rule", async () => {
    const email = "closes.the.dialog@example.com";
    const cookie = await verifiedCookie(email);
    const scripted = (await postForm(
      authAction,
      "/auth",
      { intent: "close", clientMode: "js", returnTo: "/blog" },
      cookie,
    )) as unknown as {
      data: unknown;
      init: { headers: Record<string, string> };
    };
    expect(scripted.data).toEqual({ closed: true });
    const withoutScript = await post(
      { intent: "close", returnTo: "/blog?page=2" },
      cookie,
    );
    expect(withoutScript.headers.get("Location")).toBe("/blog?page=2");
    for (const setCookie of [
      scripted.init.headers["Set-Cookie"] ?? "",
      withoutScript.headers.get("Set-Cookie") ?? "",
    ]) {
      const signup = (await sessionOf(setCookie.split(";")[0]!)).get("signup");
      expect(signup?.email).toBeUndefined();
      expect(signup?.verifiedCode).toBeUndefined();
      expect(Object.keys(signup?.sentAt ?? {})).toEqual([email]);
    }
  });

  it("closing without script leaves no dialog's state in the address", async () => {
    const response = await post({
      intent: "close",
      returnTo:
        "/pricing?billing=annual&auth=signup&step=2&rel=aden-aiform&email=a%40b.co&vuid=123456&contact=1#plans",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/pricing?billing=annual#plans",
    );
  });

  it("answers each step so that it takes the dialog's place in history", async () => {
    const response = await post({ intent: "login" });
    expect(response.headers.get("Location")).toBe("/pricing?auth=login");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("refuses step 2 when no email was verified", async () => {
    const response = await post({
      intent: "register",
      password: "a-good-password",
      confirmPassword: "a-good-password",
    });
    expect(response.headers.get("Location")).toBe("/pricing?auth=signup");
    expect((await flashedResult(response)).result.error?.[""]).toEqual([
      "Please verify your email to continue.",
    ]);
  });
});

describe("anti-forgery token (issue 14)", () => {
  const FORM_EXPIRED =
    "This form has expired. Please try again (cookies must be allowed to sign in).";

  it("refuses a sign-in without the dialog's token, before the upstream hears of it", async () => {
    const upstreamCalls = vi.spyOn(globalThis, "fetch");
    const response = asResponse(
      await postForm(authAction, "/auth", {
        returnTo: "/pricing",
        intent: "login",
        ...DEMO,
      }),
    );
    expect(upstreamCalls).not.toHaveBeenCalled();
    expect(response.headers.get("Location")).toBe("/pricing?auth=login");
    const { form, result } = await flashedResult(response);
    expect(form).toBe("login");
    expect(result.error?.[""]).toEqual([FORM_EXPIRED]);
    expect(result.initialValue).toEqual({ email: DEMO.email });
  });

  it("refuses a token that is not this browser's cookie's, and a tampered cookie", async () => {
    const mine = await csrfPair();
    const theirs = await csrfPair();
    const attempts = [
      { token: theirs.token, cookie: mine.cookie },
      { token: mine.token, cookie: mine.cookie.replace(/.$/, "x") },
    ];
    for (const { token, cookie } of attempts) {
      const response = asResponse(
        await postForm(
          authAction,
          "/auth",
          {
            returnTo: "/",
            intent: "send-code",
            email: "x@example.com",
            csrf: token,
          },
          cookie,
        ),
      );
      const { form, result } = await flashedResult(response);
      expect(form).toBe("signup-email");
      expect(result.error?.[""]).toEqual([FORM_EXPIRED]);
    }
  });

  it("is issued by the page only while the auth dialog is open, and kept once set", async () => {
    const load = async (path: string, cookie = "") =>
      (await rootLoader({
        request: new Request(`http://localhost:3000${path}`, {
          headers: { Cookie: cookie },
        }),
        params: {},
        context: { cspNonce: "" },
      })) as unknown as {
        data: { auth: { csrf: string | null } };
        init: { headers?: HeadersInit } | null;
      };
    const plain = await load("/pricing");
    expect(plain.data.auth.csrf).toBeNull();
    expect(new Headers(plain.init?.headers).get("Set-Cookie")).toBeNull();

    const open = await load("/pricing?auth=login");
    expect(open.data.auth.csrf).toMatch(/^[\w-]+\.[\w-]+$/);
    const setCookie = new Headers(open.init?.headers).get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^aden_csrf=.*HttpOnly.*SameSite=Lax/);
    const again = await load("/?auth=signup", setCookie.split(";")[0]);
    expect(again.data.auth.csrf).toBe(open.data.auth.csrf);
    expect(new Headers(again.init?.headers).get("Set-Cookie")).toBeNull();
  });
});

describe("Google sign-in", () => {
  it("refuses an empty credential with a message", async () => {
    const response = await post({ intent: "google", credential: "" });
    expect((await flashedResult(response)).result.error).toEqual({
      credential: ["Google sign-in failed. Please try again."],
    });
  });
});

describe("the session", () => {
  async function signedInCookie(email: string) {
    return cookieOf(
      await post({ intent: "login", email, password: DEMO.password }),
    );
  }

  async function rootData(cookie: string, path = "/") {
    const result = await rootLoader({
      request: new Request(`http://localhost:3000${path}`, {
        headers: { Cookie: cookie },
      }),
      params: {},
      context: { cspNonce: "" },
    });
    return result as unknown as {
      data: { user: { firstname: string; company_name: string | null } | null };
      init: { headers?: HeadersInit } | null;
    };
  }

  it("fetches the profile once when the token first appears, then uses the cached one", async () => {
    const cookie = await signedInCookie(DEMO.email);
    const first = await rootData(cookie);
    expect(first.data.user).toMatchObject({
      firstname: "Demo",
      company_name: "Aden Demo Co.",
    });
    const cached = cookieOf(
      { headers: new Headers(first.init?.headers) },
      cookie,
    );
    const profileCalls = vi.spyOn(globalThis, "fetch");
    const second = await rootData(cached);
    expect(second.data.user).toMatchObject({ company_name: "Aden Demo Co." });
    expect(profileCalls).not.toHaveBeenCalled();
  });

  it("a 401 from the profile clears the session, without an Unauthorized toast", async () => {
    const cookie = await signedInCookie("demo@unauthorized.test");
    const result = await rootData(cookie);
    expect(result.data.user).toBeNull();
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect(JSON.stringify(result.data)).not.toContain("Unauthorized");
  });

  it("treats a tampered cookie as signed out and logs it once", async () => {
    const log = captureLogs();
    const cookie = await signedInCookie(DEMO.email);
    const tampered = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const result = await rootData(tampered);
    expect(result.data.user).toBeNull();
    const parseFailures = log.records.filter((record) =>
      record.msg.startsWith("Failed to parse user info"),
    );
    expect(parseFailures).toHaveLength(1);
    expect(parseFailures[0]!.level).toBe("warn");
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });

  it("logout clears the session and returns to the same page with a toast", async () => {
    const cookie = await signedInCookie(DEMO.email);
    const response = asResponse(
      await postForm(
        logoutAction,
        "/auth/logout",
        { returnTo: "/pricing" },
        cookie,
      ),
    );
    expect(response.headers.get("Location")).toBe("/pricing");
    const session = await sessionOf(cookieOf(response));
    expect(session.get("token")).toBeUndefined();
    expect(session.get("toast")).toMatchObject({
      message: "You have been signed out.",
    });
  });

  it("a preload racing the page after logout leaves its toast for the page", async () => {
    const cookie = cookieOf(
      asResponse(
        await postForm(
          logoutAction,
          "/auth/logout",
          { returnTo: "/pricing" },
          await signedInCookie(DEMO.email),
        ),
      ),
    );
    const load = async (headers: Record<string, string>) =>
      (await rootLoader({
        request: new Request("http://localhost:3000/blog.data", {
          headers: { Cookie: cookie, ...headers },
        }),
        params: {},
        context: { cspNonce: "" },
      })) as unknown as {
        data: { toast: { message: string } | null };
        init: { headers?: HeadersInit } | null;
      };
    const preload = await load({ "Sec-Purpose": "prefetch" });
    expect(preload.data.toast).toBeNull();
    expect(new Headers(preload.init?.headers).get("Set-Cookie")).toBeNull();
    const page = await load({});
    expect(page.data.toast).toMatchObject({
      message: "You have been signed out.",
    });
  });

  it("a preload sent before logout, answered after it, leaves the new cookie alone", async () => {
    // The preload carries the signed-in cookie, whose session record logout has ended.
    const signedIn = await signedInCookie(DEMO.email);
    const logout = asResponse(
      await postForm(logoutAction, "/auth/logout", { returnTo: "/" }, signedIn),
    );
    expect(cookieOf(logout)).not.toBe(signedIn);
    const preload = (await rootLoader({
      request: new Request("http://localhost:3000/pricing.data", {
        headers: { Cookie: signedIn, "Sec-Purpose": "prefetch" },
      }),
      params: {},
      context: { cspNonce: "" },
    })) as unknown as {
      data: { user: unknown };
      init: { headers?: HeadersInit } | null;
    };
    expect(preload.data.user).toBeNull();
    expect(new Headers(preload.init?.headers).get("Set-Cookie")).toBeNull();
  });

  it("hands a signed-in user over by server redirect: platform, or onboarding without a first name", async () => {
    const handoff = async (cookie: string, to: string) =>
      asResponse(
        await handoffLoader({
          request: new Request(`http://localhost:3000/auth/handoff?to=${to}`, {
            headers: { Cookie: cookie },
          }),
          params: {},
          context: { cspNonce: "" },
        }),
      ).headers.get("Location");
    expect(await handoff(await signedInCookie(DEMO.email), "platform")).toMatch(
      /\/__mock-arp\?t=/,
    );
    expect(
      await handoff(await signedInCookie("nofirstname@aden.dev"), "platform"),
    ).toMatch(/\/__mock-arp\/onboarding\?t=/);
    expect(await handoff("", "platform")).toBe("/?auth=login");
  });
});

describe("/employee/{id}", () => {
  it("opens sign-up with the employee relation and the record id", () => {
    const response = asResponse(
      employeeLoader({
        request: new Request("http://localhost:3000/employee/emp-42"),
        params: { id: "emp-42" },
        context: { cspNonce: "" },
      }),
    );
    expect(response.headers.get("Location")).toBe(
      "/?auth=signup&rel=aden-employee&rId=emp-42",
    );
  });

  it("refuses a malformed id with the route-validation 404", () => {
    let thrown: unknown;
    try {
      employeeLoader({
        request: new Request("http://localhost:3000/employee/%3Cscript%3E"),
        params: { id: "<script>" },
        context: { cspNonce: "" },
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
