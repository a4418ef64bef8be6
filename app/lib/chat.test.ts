import { describe, expect, it } from "vitest";
import {
  chatBootSettings,
  chatIdentity,
  chatWidgetUrl,
  unixSeconds,
} from "./chat";

const user = {
  id: 42,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  create_time: "2024-03-01T12:00:00.000Z",
};

describe("the chat widget's identity (behaviour §3)", () => {
  it("sends user_id, the first and last name joined by a space, email and created_at", () => {
    expect(chatIdentity(user)).toEqual({
      user_id: "42",
      name: "Ada Lovelace",
      email: "ada@example.com",
      created_at: 1_709_294_400,
    });
  });

  it("has no stray space when a name is missing", () => {
    expect(chatIdentity({ ...user, firstname: "" }).name).toBe("Lovelace");
    expect(chatIdentity({ ...user, lastname: " " }).name).toBe("Ada");
    expect(chatIdentity({ ...user, firstname: " Ada " }).name).toBe(
      "Ada Lovelace",
    );
  });

  it("gives created_at in unix seconds from seconds, milliseconds or a date", () => {
    expect(unixSeconds(1_709_294_400)).toBe(1_709_294_400);
    expect(unixSeconds(1_709_294_400_123)).toBe(1_709_294_400);
    expect(unixSeconds("1709294400")).toBe(1_709_294_400);
    expect(unixSeconds("2024-03-01T12:00:00Z")).toBe(1_709_294_400);
    expect(unixSeconds("not a date")).toBeUndefined();
    expect(unixSeconds("2024-03-01")).toBe(1_709_251_200);
    expect(unixSeconds("v1709294400")).toBeUndefined();
    expect(unixSeconds(1_709_294_400.5)).toBe(1_709_294_400);
    // Below 1e11 is seconds (to the year 5138); from there on it is milliseconds (since 1973).
    expect(unixSeconds(99_999_999_999)).toBe(99_999_999_999);
    expect(unixSeconds(100_000_000_000)).toBe(100_000_000);
    expect(unixSeconds(0)).toBe(0);
    for (const none of [null, undefined, ""]) {
      expect(unixSeconds(none)).toBeUndefined();
    }
    expect(chatIdentity({ ...user, create_time: null })).not.toHaveProperty(
      "created_at",
    );
  });

  it("boots in the configured region with the launcher hidden when asked", () => {
    expect(
      chatBootSettings({
        appId: "abc123",
        region: "eu",
        hideLauncher: true,
        identity: null,
      }),
    ).toEqual({
      api_base: "https://api-iam.eu.intercom.io",
      app_id: "abc123",
      hide_default_launcher: true,
    });
    expect(
      chatBootSettings({
        appId: "abc123",
        region: "ap",
        hideLauncher: false,
        identity: chatIdentity(user),
      }),
    ).toMatchObject({
      api_base: "https://api-iam.au.intercom.io",
      user_id: "42",
      hide_default_launcher: false,
    });
    expect(
      chatBootSettings({
        appId: "x",
        region: "us",
        hideLauncher: false,
        identity: null,
      }).api_base,
    ).toBe("https://api-iam.intercom.io");
  });

  it("loads the widget of the configured app", () => {
    expect(chatWidgetUrl("ab c/1")).toBe(
      "https://widget.intercom.io/widget/ab%20c%2F1",
    );
  });
});
