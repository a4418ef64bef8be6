import { describe, expect, it } from "vitest";
import { scrubEvent, scrubString } from "./scrub";

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
});
