import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as Scrub from "./scrub";

/*
 * The module is loaded afresh in each test rather than at import: its patterns are built when it
 * loads, and mutation testing switches a mutant on only once the tests start.
 */
let scrubEvent: typeof Scrub.scrubEvent;
let scrubString: typeof Scrub.scrubString;
beforeEach(async () => {
  vi.resetModules();
  ({ scrubEvent, scrubString } = await import("./scrub"));
});

const JWT =
  "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjQyIiwiZW1haWwiOiJkZW1vQGFkZW4uZGV2In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ";
const HANDOFF_T = Buffer.from(`jwt ${JWT}`).toString("base64");

describe("scrubEvent (Sentry beforeSend)", () => {
  it("removes the t= of a hand-off URL, tokens, codes and passwords in URLs and messages", () => {
    const event = scrubEvent({
      message: `Redirect to https://app.example.com/onboarding?t=${HANDOFF_T}&x=1 failed`,
      request: {
        url: "https://www.example.com/?email=a%40b.c&vuid=123456",
        query_string: [
          ["t", HANDOFF_T],
          ["page", "2"],
        ],
      },
      breadcrumbs: [
        {
          category: "navigation",
          data: { to: "/?email=a@b.c&vuid=654321", from: "/" },
        },
        { category: "fetch", data: { url: `/x?token=abc123&code=987654` } },
      ],
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain(HANDOFF_T);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain("123456");
    expect(text).not.toContain("654321");
    expect(text).not.toContain("abc123");
    expect(text).not.toContain("987654");
    expect(event.request.url).toBe(
      "https://www.example.com/?email=a%40b.c&vuid=[Filtered]",
    );
    expect(event.request.query_string).toEqual([
      ["t", "[Filtered]"],
      ["page", "2"],
    ]);
    expect(event.message).toContain("&x=1 failed");
  });

  it("removes cookies, authorization headers and secret-named fields, keeping the rest", () => {
    const event = scrubEvent({
      request: {
        headers: {
          Cookie: "__session=abc; other=1",
          Authorization: `jwt ${JWT}`,
          "User-Agent": "Chromium",
        },
        cookies: { __session: "abc" },
        data: {
          email: "demo@aden.dev",
          password: "aden-demo-1234",
          confirmPassword: "aden-demo-1234",
          signupCode: "112233",
          code: "445566",
          country_code: "1",
        },
      },
      extra: { accessToken: "tok-1", profile: { session: "s-1" } },
    });
    expect(event.request.headers).toEqual({
      Cookie: "[Filtered]",
      Authorization: "[Filtered]",
      "User-Agent": "Chromium",
    });
    expect(event.request.cookies).toBe("[Filtered]");
    expect(event.request.data).toEqual({
      email: "demo@aden.dev",
      password: "[Filtered]",
      confirmPassword: "[Filtered]",
      signupCode: "[Filtered]",
      code: "[Filtered]",
      country_code: "1",
    });
    expect(event.extra).toEqual({
      accessToken: "[Filtered]",
      profile: { session: "[Filtered]" },
    });
  });

  it("removes tokens written into free text", () => {
    expect(scrubString(`Authorization: jwt ${JWT}`)).toBe(
      "Authorization: jwt [Filtered]",
    );
    expect(scrubString("Bearer abcdefghijklmnop")).toBe("Bearer [Filtered]");
    expect(scrubString(`t was ${HANDOFF_T}`)).toBe("t was [Filtered]");
    expect(scrubString("Page not found: /pricing")).toBe(
      "Page not found: /pricing",
    );
  });

  it("does not change the event it was given", () => {
    const original = { request: { headers: { cookie: "a=1" } } };
    scrubEvent(original);
    expect(original.request.headers.cookie).toBe("a=1");
  });

  it("keeps the event's numbers, booleans and empty values, secret-named or not", () => {
    expect(
      scrubEvent({
        level: 3,
        handled: false,
        user: null,
        extra: { password: "", token: null, session: undefined },
      }),
    ).toEqual({
      level: 3,
      handled: false,
      user: null,
      extra: { password: "", token: null, session: undefined },
    });
  });

  it("filters a [name, value] pair by its name, and leaves other lists of words alone", () => {
    expect(
      scrubEvent({
        headers: [
          ["X-Api-Key", "k-123456"],
          ["signup_code", "112233"],
          ["t", "opaque-value"],
          ["Accept", "text/html"],
        ],
        tags: ["session", "expired", "twice"],
        fields: { tokenType: "refresh", cookieConsent: "yes" },
      }),
    ).toEqual({
      headers: [
        ["X-Api-Key", "[Filtered]"],
        ["signup_code", "[Filtered]"],
        ["t", "[Filtered]"],
        ["Accept", "text/html"],
      ],
      tags: ["session", "expired", "twice"],
      fields: { tokenType: "refresh", cookieConsent: "yes" },
    });
  });

  it("removes a bare token from a message, and an authorization value after any spacing", () => {
    expect(scrubString(`Token expired: ${JWT} (2 tries)`)).toBe(
      "Token expired: [Filtered] (2 tries)",
    );
    expect(scrubString("bearer  abcdefghijklmnop")).toBe("bearer [Filtered]");
    expect(scrubString("Bearer short")).toBe("Bearer short");
  });

  it("filters secrets twelve levels deep, and stops there so a circular event can't overflow", () => {
    type Nested = { password?: string; inner?: Nested; self?: Nested };
    let deep: Nested = { password: "p-12" };
    for (let level = 0; level < 12; level++) deep = { inner: deep };
    let inner: Nested | undefined = scrubEvent(deep);
    for (let level = 0; level < 12; level++) inner = inner?.inner;
    expect(inner).toEqual({ password: "[Filtered]" });

    const circular: Nested = {};
    circular.self = circular;
    expect(() => scrubEvent(circular)).not.toThrow();
  });
});
