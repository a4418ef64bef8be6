import { describe, expect, it, vi } from "vitest";
import {
  handoffRedirect,
  handoffToken,
  handoffUrl,
} from "~/lib/handoff.server";

describe("the hand-off to the platform app (behaviour §7)", () => {
  it("sends the token as t, to the target's page; a user without a first name to onboarding", () => {
    vi.stubEnv("ARP_URL", "https://app.example.com");
    const t = encodeURIComponent(handoffToken("tok"));
    expect(t).toBe("and0IHRvaw%3D%3D");
    expect(handoffUrl("tok", "app")).toBe(`https://app.example.com?t=${t}`);
    expect(handoffUrl("tok", "onboarding")).toBe(
      `https://app.example.com/onboarding?t=${t}`,
    );
    expect(handoffUrl("tok", "ai-form")).toBe(
      `https://app.example.com/modules/aden-ai-form?t=${t}`,
    );
    const user = (firstname: string) => ({
      id: 1,
      firstname,
      lastname: "Lovelace",
      email: "ada@example.com",
      company_name: null,
      avatar: null,
    });
    expect(handoffUrl("tok", "platform", user("Ada"))).toBe(
      `https://app.example.com?t=${t}`,
    );
    expect(handoffUrl("tok", "platform", user("  "))).toBe(
      `https://app.example.com/onboarding?t=${t}`,
    );
    expect(handoffUrl("tok", "platform")).toBe(
      `https://app.example.com/onboarding?t=${t}`,
    );
  });

  it("redirects as a full document load, telling nobody where from, stored by nobody", () => {
    const headersOf = (response: Response) =>
      Object.fromEntries(response.headers);
    expect(headersOf(handoffRedirect("https://app.example.com?t=x"))).toEqual({
      location: "https://app.example.com?t=x",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
      "x-remix-reload-document": "true",
    });
    expect(
      headersOf(handoffRedirect("/__mock-arp?t=x", "aden_session=; Max-Age=0")),
    ).toMatchObject({ "set-cookie": "aden_session=; Max-Age=0" });
  });
});
