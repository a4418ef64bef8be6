import type { SubmissionResult } from "@conform-to/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "~/lib/session.server";
import { action as authAction } from "~/routes/auth";
import { action as contactAction } from "~/routes/contact";
import {
  cookieOf,
  honeypotFields,
  postForm,
  postFromAuthDialog,
  useMockUpstream,
} from "./mock-upstream";

// Issue 14's budgets, stated as literals: ten tries a minute per address and per email for the
// credential forms and the contact form; a sign-up code once a minute and five times an hour.
const mock = useMockUpstream();
const DEMO = { email: "demo@aden.dev", password: "aden-demo-1234" };
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds?\.$/;

afterEach(() => {
  vi.useRealTimers();
});

async function authResult(response: Response) {
  const session = await getSession(
    new Request("http://localhost:3000/", {
      headers: { Cookie: cookieOf(response) },
    }),
  );
  return session.get("authResult") as {
    form: string;
    result: SubmissionResult<string[]>;
  };
}

const logIn = (password: string, clientAddress: string, email = DEMO.email) =>
  postFromAuthDialog(
    authAction,
    "/auth",
    { returnTo: "/", intent: "login", email, password },
    undefined,
    clientAddress,
  ) as Promise<Response>;

const sendCode = (email: string, clientAddress: string) =>
  postFromAuthDialog(
    authAction,
    "/auth",
    { returnTo: "/", intent: "send-code", email },
    undefined,
    clientAddress,
  ) as Promise<Response>;

describe("sign-in attempts", () => {
  it("allows ten a minute from one address, then refuses even the right password", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await logIn(
        "wrong-password-1",
        "198.51.100.1",
        `guess${attempt}@example.com`,
      );
      const { result } = await authResult(response);
      expect(result.error?.[""]?.[0]).not.toMatch(TOO_MANY);
    }
    const refused = await logIn(DEMO.password, "198.51.100.1");
    expect(refused.headers.get("Location")).not.toContain("__mock-arp");
    const { result } = await authResult(refused);
    expect(result.error?.[""]?.[0]).toMatch(TOO_MANY);

    // Another address still gets in.
    const other = await logIn(DEMO.password, "198.51.100.2");
    expect(other.headers.get("Location")).toContain("/__mock-arp/onboarding");
  });

  it("allows ten a minute for one email address, whatever address the tries come from", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await logIn("wrong-password-1", `198.51.100.${attempt + 10}`);
    }
    const refused = await logIn(DEMO.password, "198.51.100.99");
    expect(refused.headers.get("Location")).not.toContain("__mock-arp");
    expect((await authResult(refused)).result.error?.[""]?.[0]).toMatch(
      TOO_MANY,
    );
  });

  it("gives the budget back after a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await logIn(
        "wrong-password-1",
        "198.51.100.3",
        `x${attempt}@example.com`,
      );
    }
    vi.setSystemTime(Date.now() + 61_000);
    const response = await logIn(DEMO.password, "198.51.100.3");
    expect(response.headers.get("Location")).toContain("/__mock-arp/");
  });
});

describe("sign-up codes", () => {
  it("go to one address at most once a minute, even to a visitor without the session cookie", async () => {
    const email = "once-a-minute@example.com";
    await sendCode(email, "198.51.100.20");
    // A new visitor (no cookie) from another address asks again at once.
    const again = await sendCode(email, "198.51.100.21");
    const { result } = await authResult(again);
    expect(result.error?.email?.[0]).toMatch(
      /^Please wait \d+s before requesting another code$/,
    );
    expect(mock.store.mailbox(email)).toHaveLength(1);
  });

  it("go to one address at most five times an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = "five-an-hour@example.com";
    for (let send = 1; send <= 5; send += 1) {
      await sendCode(email, `198.51.100.${30 + send}`);
      vi.setSystemTime(Date.now() + 61_000);
    }
    const sixth = await sendCode(email, "198.51.100.40");
    expect((await authResult(sixth)).result.error?.email?.[0]).toMatch(
      TOO_MANY,
    );
    expect(mock.store.mailbox(email)).toHaveLength(5);
  });
});

describe("contact requests", () => {
  const lead = (email: string) => ({
    firstname: "Ada",
    lastname: "Lovelace",
    email,
    phoneCountry: "us",
    phoneNumber: "(202) 555-0123",
    ...honeypotFields(),
  });

  it("answer 429 with Retry-After and the message after ten a minute from one address", async () => {
    for (let sent = 1; sent <= 10; sent += 1) {
      await postForm(
        contactAction,
        "/contact",
        lead(`lead${sent}@example.com`),
        undefined,
        "198.51.100.50",
      );
    }
    const refused = (await postForm(
      contactAction,
      "/contact",
      lead("lead11@example.com"),
      undefined,
      "198.51.100.50",
    )) as { init: ResponseInit | null; data: SubmissionResult<string[]> };
    expect(refused.init?.status).toBe(429);
    expect(
      Number(new Headers(refused.init?.headers).get("Retry-After")),
    ).toBeGreaterThan(0);
    expect(refused.data.error?.[""]?.[0]).toMatch(TOO_MANY);
    expect(mock.store.leads()).toHaveLength(10);
  });
});
