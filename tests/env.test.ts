import { describe, expect, it } from "vitest";
import { InvalidConfigurationError, parseEnv } from "~/lib/env.server";

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof InvalidConfigurationError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be refused");
}

describe("parseEnv", () => {
  it("runs with no configuration at all: port 3000, mock upstream, mock platform app", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.mocksEnabled).toBe(true);
    expect(env.apiBaseUrl).toBe("http://upstream.mock/api");
    expect(env.arpUrl).toBe("/__mock-arp");
    expect(env.sessionSecretGenerated).toBe(true);
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.sessionSecrets[0]).toHaveLength(64);
    expect(env.posthog).toBeNull();
    expect(env.intercom).toBeNull();
  });

  it("uses the real upstream when API_BASE_URL is set, trimming trailing slashes", () => {
    const env = parseEnv({
      API_BASE_URL: "https://api.example.com/v1/",
      ARP_URL: "https://app.example.com/",
      SITE_URL: "https://www.example.com/",
      SESSION_SECRET: "a-deployment-secret-of-enough-length-0123",
    });
    expect(env.mocksEnabled).toBe(false);
    expect(env.apiBaseUrl).toBe("https://api.example.com/v1");
    expect(env.arpUrl).toBe("https://app.example.com");
    expect(env.siteUrl).toBe("https://www.example.com");
  });

  it("keeps the mocks on with MOCKS=true even when API_BASE_URL is set", () => {
    const env = parseEnv({
      MOCKS: "true",
      API_BASE_URL: "https://api.example.com",
    });
    expect(env.mocksEnabled).toBe(true);
    expect(env.apiBaseUrl).toBe("https://api.example.com");
  });

  it("refuses MOCKS=false without API_BASE_URL with a clear message", () => {
    const problems = problemsOf({ MOCKS: "false" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^API_BASE_URL: is required when MOCKS=false/);
  });

  it("lists every bad value at once, naming each variable", () => {
    const problems = problemsOf({
      PORT: "eighty",
      SITE_URL: "not a url",
      MOCKS: "maybe",
      INTERCOM_REGION: "mars",
      SESSION_SECRET: "short",
      REDIS_URL: "http://cache",
    });
    expect(problems).toEqual([
      "PORT: must be a number",
      "SITE_URL: must be an absolute URL, for example https://example.com",
      "MOCKS: must be true or false",
      "SESSION_SECRET: each secret must be at least 32 characters",
      "INTERCOM_REGION: must be one of us, eu, ap",
      "REDIS_URL: must start with redis:// or rediss://",
    ]);
  });

  it("accepts several session secrets for rotation, the first one signing", () => {
    const current = "the-current-secret-that-signs-0123456789";
    const previous = "the-previous-secret-still-read-012345678";
    expect(
      parseEnv({ SESSION_SECRET: `${current}, ${previous}` }).sessionSecrets,
    ).toEqual([current, previous]);
    expect(problemsOf({ SESSION_SECRET: `${current},short` })).toEqual([
      "SESSION_SECRET: each secret must be at least 32 characters",
    ]);
  });

  it("formats the problems as a readable list", () => {
    expect(() => parseEnv({ PORT: "99999" })).toThrow(
      "Invalid configuration:\n  - PORT: must be between 0 and 65535",
    );
  });

  it("lets a local run use a real upstream without ARP_URL or SESSION_SECRET, with warnings", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      MOCKS: "false",
      API_BASE_URL: "http://127.0.0.1:9",
    });
    expect(env.mocksEnabled).toBe(false);
    expect(env.warnings).toEqual([
      "ARP_URL: is required with a real upstream (the platform app users are sent to); without it sign-in hands users to http://localhost:3000/__mock-arp",
      "SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.",
    ]);
  });

  it("requires ARP_URL and SESSION_SECRET for a deployment (real upstream, https site)", () => {
    const problems = problemsOf({
      NODE_ENV: "production",
      API_BASE_URL: "https://api.example.com",
      SITE_URL: "https://www.example.com",
    });
    expect(problems).toEqual([
      "ARP_URL: is required with a real upstream (the platform app users are sent to)",
      "SESSION_SECRET: is required in production (an https SITE_URL) with a real upstream",
    ]);
  });

  // Finding 4: with the mocks on behind an https site, /__mocks/google-credential signs anyone in
  // as anyone, and the server used to start without a word.
  it("warns when the mock upstream runs behind an https SITE_URL, naming what it exposes", () => {
    for (const source of [
      { MOCKS: "true", SITE_URL: "https://www.example.com" },
      // No API_BASE_URL means the mocks too.
      { SITE_URL: "https://www.example.com/" },
      {
        MOCKS: "true",
        API_BASE_URL: "https://api.example.com",
        SITE_URL: "https://www.example.com",
        SESSION_SECRET: "a-deployment-secret-of-enough-length-0123",
      },
    ]) {
      const env = parseEnv(source);
      const warning = env.warnings.find((line) => line.startsWith("MOCKS:"));
      expect(warning, JSON.stringify(source)).toBeDefined();
      expect(warning).toContain("https://www.example.com");
      for (const exposed of [
        "/__mocks/google-credential mints a Google credential for any email",
        "/__mocks/mailbox",
        "/__mocks/leads",
        "/__mocks/online-form-submissions",
        "/__mocks/login",
        "/__mock-arp/",
      ]) {
        expect(warning).toContain(exposed);
      }
    }
  });

  it("warns a deployment without REDIS_URL that sessions stay in one process", () => {
    const redisWarnings = (source: Record<string, string>) =>
      parseEnv(source).warnings.filter((line) => line.startsWith("REDIS_URL"));
    const deployment = {
      API_BASE_URL: "https://api.example.com",
      ARP_URL: "https://app.example.com",
      SITE_URL: "https://www.example.com",
      SESSION_SECRET: "a-deployment-secret-of-enough-length-0123",
    };
    expect(redisWarnings(deployment)).toEqual([
      "REDIS_URL is not set: sessions and rate-limit counters are kept in this process's memory, so a restart signs everyone out and several instances don't share them (docs/deploy.md).",
    ]);
    expect(
      redisWarnings({ ...deployment, REDIS_URL: "redis://cache:6379" }),
    ).toEqual([]);
    expect(redisWarnings({})).toEqual([]);
  });

  it("says nothing about the mocks on a local http site, or with a real upstream", () => {
    const mockWarnings = (source: Record<string, string>) =>
      parseEnv(source).warnings.filter((line) => line.startsWith("MOCKS:"));
    expect(mockWarnings({})).toEqual([]);
    expect(
      mockWarnings({ MOCKS: "true", SITE_URL: "http://localhost:3000" }),
    ).toEqual([]);
    expect(
      mockWarnings({
        API_BASE_URL: "https://api.example.com",
        ARP_URL: "https://app.example.com",
        SITE_URL: "https://www.example.com",
        SESSION_SECRET: "a-deployment-secret-of-enough-length-0123",
      }),
    ).toEqual([]);
  });

  it("reads PASSWORD_RESET_URL: the platform app's reset page by default, and warns a real upstream left on the guess", () => {
    expect(parseEnv({}).passwordResetUrl).toBe("/__mock-arp/reset-password");
    const deployment = {
      API_BASE_URL: "https://api.example.com",
      ARP_URL: "https://app.example.com/",
      SITE_URL: "https://www.example.com",
      SESSION_SECRET: "a-deployment-secret-of-enough-length-0123",
      REDIS_URL: "redis://cache:6379",
    };
    const guessed = parseEnv(deployment);
    expect(guessed.passwordResetUrl).toBe(
      "https://app.example.com/reset-password",
    );
    expect(guessed.warnings).toEqual([
      'PASSWORD_RESET_URL is not set: "Forgot password?" leads to https://app.example.com/reset-password',
    ]);
    const configured = parseEnv({
      ...deployment,
      PASSWORD_RESET_URL: "https://accounts.example.com/forgot?from=site",
    });
    expect(configured.passwordResetUrl).toBe(
      "https://accounts.example.com/forgot?from=site",
    );
    expect(configured.warnings).toEqual([]);
    for (const value of ["javascript:alert(1)", "/reset", "https://"]) {
      expect(problemsOf({ PASSWORD_RESET_URL: value })).toEqual([
        "PASSWORD_RESET_URL: must be an absolute http or https URL, for example https://example.com/page",
      ]);
    }
  });

  it("reads LOG_LEVEL: info by default, one of pino's levels, refused otherwise", () => {
    expect(parseEnv({}).logLevel).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(parseEnv({ LOG_LEVEL: " " }).logLevel).toBe("info");
    expect(problemsOf({ LOG_LEVEL: "verbose" })).toEqual([
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    ]);
  });

  it("turns third parties on only when their key is set", () => {
    const env = parseEnv({
      POSTHOG_KEY: "phc_test",
      INTERCOM_APP_ID: "abc123",
      INTERCOM_REGION: "eu",
      GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
      BOOKING_URL: "https://booking.example.com/aden/discovery",
    });
    expect(env.posthog).toEqual({
      key: "phc_test",
      host: "https://us.i.posthog.com",
    });
    expect(env.intercom).toEqual({ appId: "abc123", region: "eu" });
    expect(env.googleClientId).toBe("client.apps.googleusercontent.com");
    expect(env.bookingUrl).toBe("https://booking.example.com/aden/discovery");
  });

  it("reads HEALTH_PORT: no probes' port unless set, a port from 1 to 65535", () => {
    expect(parseEnv({}).healthPort).toBeUndefined();
    expect(parseEnv({ HEALTH_PORT: "" }).healthPort).toBeUndefined();
    expect(parseEnv({ HEALTH_PORT: "9000" }).healthPort).toBe(9000);
    expect(() => parseEnv({ HEALTH_PORT: "0" })).toThrow(
      "Invalid configuration:\n  - HEALTH_PORT: must be between 1 and 65535",
    );
    expect(() => parseEnv({ HEALTH_PORT: "nine" })).toThrow(
      "HEALTH_PORT: must be a number",
    );
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ API_BASE_URL: "", POSTHOG_KEY: " ", PORT: "" });
    expect(env.mocksEnabled).toBe(true);
    expect(env.posthog).toBeNull();
    expect(env.port).toBe(3000);
  });
});
