import { createSession } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppSession } from "./session.server";
import {
  endSignup,
  recordCodeSent,
  recordExistingAccount,
  refusedToSendCode,
  resendWaitSeconds,
  signupView,
  verifyCodeMode,
  verifySignupCode,
} from "./signup.server";
import type * as Upstream from "./upstream.server";
import { checkVerifyCode, UpstreamError } from "./upstream.server";

vi.mock("./upstream.server", async (importOriginal) => ({
  ...(await importOriginal<typeof Upstream>()),
  checkVerifyCode: vi.fn(),
}));

const NOW = Date.parse("2026-11-26T12:00:00Z");

function sessionWith(data: Record<string, unknown> = {}) {
  return createSession(data) as AppSession;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("what the sign-up dialog shows (behaviour §4)", () => {
  it("shows step 1, empty, to a session that never started sign-up", () => {
    expect(signupView(sessionWith())).toEqual({
      email: null,
      codeSent: false,
      sentHere: false,
      verified: false,
      accountExists: false,
      resendWaitSeconds: 0,
    });
  });

  it("shows the code field and the resend countdown once this session sent a code", () => {
    vi.useFakeTimers({ now: NOW });
    const session = sessionWith({
      signup: {
        email: "Ada@Example.com",
        sentAt: { "ada@example.com": NOW - 15_000 },
      },
    });
    expect(signupView(session)).toEqual({
      email: "Ada@Example.com",
      codeSent: true,
      sentHere: true,
      verified: false,
      accountExists: false,
      resendWaitSeconds: 45,
    });
  });

  it("shows an emailed link's code as checked, though this session sent none", () => {
    const session = sessionWith({
      signup: { email: "ada@example.com", verifiedCode: "123456" },
    });
    expect(signupView(session)).toMatchObject({
      codeSent: true,
      sentHere: false,
      verified: true,
    });
  });

  it("after the dialog closed, keeps the sends for the resend rule but shows step 1 again", () => {
    const session = sessionWith({
      signup: {
        email: "ada@example.com",
        sentAt: { "ada@example.com": NOW },
        accountExists: true,
      },
    });
    endSignup(session);
    expect(session.get("signup")).toEqual({
      sentAt: { "ada@example.com": NOW },
    });
    expect(signupView(session)).toMatchObject({
      email: null,
      codeSent: false,
      sentHere: false,
      accountExists: false,
    });
    expect(
      signupView(sessionWith({ signup: { accountExists: true } })),
    ).toMatchObject({ accountExists: false });

    const neverSent = sessionWith({ signup: { email: "ada@example.com" } });
    endSignup(neverSent);
    expect(neverSent.data).toEqual({});
  });

  it("offers Log in when the email has an account, keeping the record of sends", () => {
    const session = sessionWith({
      signup: { email: "old@example.com", sentAt: { "ada@example.com": NOW } },
    });
    recordExistingAccount(session, "ada@example.com");
    expect(session.get("signup")).toEqual({
      sentAt: { "ada@example.com": NOW },
      email: "ada@example.com",
      accountExists: true,
    });
    expect(signupView(session)).toMatchObject({
      codeSent: false,
      accountExists: true,
    });
  });
});

describe("checking a code", () => {
  const check = vi.mocked(checkVerifyCode);
  beforeEach(() => {
    check.mockReset();
  });

  it("moves to step 2 when the upstream accepts the code", async () => {
    check.mockResolvedValueOnce(undefined);
    const session = sessionWith({
      token: "t-1",
      signup: { email: "ada@example.com", sentAt: { "ada@example.com": NOW } },
    });
    await expect(
      verifySignupCode(session, { email: "ada@example.com", code: "123456" }),
    ).resolves.toEqual({ verified: true });
    expect(check).toHaveBeenCalledWith({
      email: "ada@example.com",
      vuid: "123456",
    });
    expect(session.get("signup")).toEqual({
      sentAt: { "ada@example.com": NOW },
      email: "ada@example.com",
      verifiedCode: "123456",
    });
  });

  it("says the account exists, without asking the upstream, when another tab finished sign-up", async () => {
    const session = sessionWith({
      token: "t-1",
      user: { id: 1, firstname: "Ada", email: " Ada@Example.com" },
    });
    await expect(
      verifySignupCode(session, { email: "ada@example.com ", code: "123456" }),
    ).resolves.toEqual({ verified: false, accountExists: true });
    expect(check).not.toHaveBeenCalled();
    expect(session.get("signup")).toMatchObject({ accountExists: true });
  });

  it("asks the upstream when the session is signed in as someone else, or not at all", async () => {
    for (const data of [
      { token: "t-1", user: { email: "grace@example.com" } },
      { user: { email: "ada@example.com" } },
      { token: "t-1" },
    ]) {
      check.mockResolvedValueOnce(undefined);
      await expect(
        verifySignupCode(sessionWith(data), {
          email: "ada@example.com",
          code: "123456",
        }),
      ).resolves.toEqual({ verified: true });
    }
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("keeps the email and says the server's message when the code is refused", async () => {
    check.mockRejectedValueOnce(
      new UpstreamError("The code is wrong", { status: 400 }),
    );
    const session = sessionWith();
    await expect(
      verifySignupCode(session, { email: "ada@example.com", code: "000000" }),
    ).resolves.toEqual({
      verified: false,
      accountExists: false,
      message: "The code is wrong",
    });
    expect(session.get("signup")).toEqual({ email: "ada@example.com" });
  });
});

describe("the resend rule (behaviour §9: one code a minute)", () => {
  const progress = { sentAt: { "ada@example.com": NOW } };

  it("counts the seconds left down, rounding up, and is 0 after a minute", () => {
    const waitAfter = (ms: number, email = "ada@example.com") =>
      resendWaitSeconds(progress, email, NOW + ms);
    expect(waitAfter(0)).toBe(60);
    expect(waitAfter(10_000, "ADA@example.com")).toBe(50);
    expect(waitAfter(59_001)).toBe(1);
    expect(waitAfter(60_000)).toBe(0);
    expect(waitAfter(61_000)).toBe(0);
    expect(waitAfter(0, "grace@example.com")).toBe(0);
    expect(resendWaitSeconds(undefined, "ada@example.com", NOW)).toBe(0);
  });

  it("records a send under the lower-cased email and forgets sends older than a minute", () => {
    expect(
      recordCodeSent(
        {
          sentAt: {
            "old@example.com": NOW - 60_000,
            "recent@example.com": NOW - 59_999,
          },
        },
        "Ada@Example.com",
        NOW,
      ),
    ).toEqual({
      email: "Ada@Example.com",
      sentAt: {
        "recent@example.com": NOW - 59_999,
        "ada@example.com": NOW,
      },
    });
  });

  it("spends the allowance unless the upstream refused with a 4xx", () => {
    const refused = (status: number | null) =>
      refusedToSendCode(new UpstreamError("x", { status }));
    expect([399, 400, 404, 499, 500, 503, null].map(refused)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(
      refusedToSendCode(Object.assign(new Error("Not Found"), { status: 404 })),
    ).toBe(false);
  });
});

describe("the code request's product (behaviour §7)", () => {
  it("is the AI form builder's for its relation, else the homepage's", () => {
    expect(verifyCodeMode("aden-aiform")).toBe("aden-ai-form");
    expect(verifyCodeMode(undefined)).toBe("aden-homepage");
  });
});
