import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../../tests/log-capture";
import {
  signIn,
  signOutIfUnauthorized,
  userMessageOf,
} from "./auth-session.server";
import type { AppSession } from "./session.server";
import { UpstreamError } from "./upstream.server";

const ADA = {
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
};

/** A session mid-way: signed in before, its profile fetched, sign-up under way. */
function usedSession() {
  return createSession({
    token: "old-token",
    user: { ...ADA, company_name: "Analytical", avatar: "/a.png" },
    profileLoaded: true,
    profileCheckedAt: 1_000,
    signup: { email: "ada@example.com" },
  }) as AppSession;
}

describe("signing in (behaviour §4)", () => {
  it("keeps the new token and the user the answer names, and forgets the old profile and sign-up", () => {
    const session = usedSession();
    signIn(session, { token: "new-token", ...ADA });
    expect(session.data).toEqual({
      token: "new-token",
      user: {
        id: 7,
        firstname: "Ada",
        lastname: "Lovelace",
        email: "ada@example.com",
        company_name: null,
        avatar: null,
      },
    });
  });

  it("drops the user when the answer carries only a token", () => {
    const session = usedSession();
    signIn(session, { token: "new-token" });
    expect(session.data).toEqual({ token: "new-token" });
  });
});

describe("a 401 from the upstream (behaviour §6, §8)", () => {
  it("signs the session out and says Unauthorized", () => {
    const session = usedSession();
    expect(
      signOutIfUnauthorized(session, new UpstreamError("x", { status: 401 })),
    ).toBe(true);
    expect(session.get("token")).toBeUndefined();
    expect(session.get("user")).toBeUndefined();
    expect(session.get("toast")).toMatchObject({
      type: "error",
      message: "Unauthorized",
    });
  });

  it("leaves the session alone for any other failure, or when nobody was signed in", () => {
    for (const error of [
      new UpstreamError("Server error", { status: 500 }),
      Object.assign(new Error("Unauthorized"), { unauthorized: true }),
    ]) {
      const session = usedSession();
      expect(signOutIfUnauthorized(session, error)).toBe(false);
      expect(session.get("token")).toBe("old-token");
    }
    const anonymous = createSession({
      signup: { email: "ada@example.com" },
    }) as AppSession;
    expect(
      signOutIfUnauthorized(anonymous, new UpstreamError("x", { status: 401 })),
    ).toBe(false);
    expect(anonymous.data).toEqual({ signup: { email: "ada@example.com" } });
  });
});

describe("what the visitor is told (behaviour §8)", () => {
  it("is the server's message, else our own, with the unexpected error in the log", () => {
    const log = captureLogs();
    expect(
      userMessageOf(new UpstreamError("Email taken", { status: 409 })),
    ).toBe("Email taken");
    expect(log.records).toEqual([]);
    expect(userMessageOf(new TypeError("x is undefined"))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(log.records).toMatchObject([
      {
        level: "error",
        msg: "Unexpected error: the visitor was told something went wrong",
        err: { message: "x is undefined" },
      },
    ]);
  });
});
