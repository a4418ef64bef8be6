import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/lib/env.server";

// The schema of the environment is built when the module loads: each test loads it afresh, so
// the rules it checks run inside it (mutation testing sees module-level code only then).
let parseEnv: typeof EnvModule.parseEnv;
let getPublicEnv: typeof EnvModule.getPublicEnv;
let InvalidConfigurationError: typeof EnvModule.InvalidConfigurationError;
let getEnv: typeof EnvModule.getEnv;
beforeEach(async () => {
  vi.resetModules();
  ({ parseEnv, getPublicEnv, InvalidConfigurationError, getEnv } =
    await import("~/lib/env.server"));
});

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

  it("reads a whole deployment's configuration, every field", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      PORT: "8080",
      HEALTH_PORT: "9090",
      SITE_URL: "https://www.example.com//",
      API_BASE_URL: "https://api.example.com/v1",
      ARP_URL: "https://app.example.com",
      PASSWORD_RESET_URL: "http://accounts.example.com/forgot",
      SESSION_SECRET: "a-deployment-secret-of-32-chars!",
      POSTHOG_KEY: "phc_live",
      POSTHOG_HOST: "https://eu.i.posthog.com/",
      SENTRY_DSN: "https://key@sentry.example.com/1",
      GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
      INTERCOM_APP_ID: "abc123",
      BOOKING_URL: "https://booking.example.com/aden",
      TRUST_PROXY: "1",
      CLIENT_IP_HEADER: "CF-Connecting-IP",
      PAGE_CACHE: "0",
      LOAD_SHEDDING: "false",
      RATE_LIMIT_SCALE: "2.5",
      CONTENT_BUILD_DIR: "/srv/aden/content",
      REDIS_URL: "rediss://cache.example.com:6380",
      DATA_DIR: "/var/lib/aden",
      OUTBOX_MAX_LEADS: "500",
      OUTBOX_WARN_AFTER_SECONDS: "60",
      LOG_LEVEL: "warn",
    });
    expect(env).toEqual({
      nodeEnv: "production",
      isProduction: true,
      port: 8080,
      healthPort: 9090,
      siteUrl: "https://www.example.com",
      apiBaseUrl: "https://api.example.com/v1",
      mocksEnabled: false,
      arpUrl: "https://app.example.com",
      passwordResetUrl: "http://accounts.example.com/forgot",
      sessionSecrets: ["a-deployment-secret-of-32-chars!"],
      sessionSecretGenerated: false,
      warnings: [],
      posthog: { key: "phc_live", host: "https://eu.i.posthog.com" },
      sentryDsn: "https://key@sentry.example.com/1",
      googleClientId: "client.apps.googleusercontent.com",
      intercom: { appId: "abc123", region: "us" },
      bookingUrl: "https://booking.example.com/aden",
      redisUrl: "rediss://cache.example.com:6380",
      trustProxy: true,
      clientIpHeader: "cf-connecting-ip",
      rateLimitScale: 2.5,
      pageCache: false,
      loadShedding: false,
      contentBuildDir: "/srv/aden/content",
      logLevel: "warn",
      outbox: {
        dataDir: "/var/lib/aden",
        maxLeads: 500,
        warnAfterMs: 60_000,
      },
    });
    expect(getPublicEnv(env)).toEqual({
      siteUrl: "https://www.example.com",
      posthog: { key: "phc_live", host: "https://eu.i.posthog.com" },
      sentryDsn: "https://key@sentry.example.com/1",
      googleClientId: "client.apps.googleusercontent.com",
      intercom: { appId: "abc123", region: "us" },
      bookingUrl: "https://booking.example.com/aden",
      passwordResetUrl: "http://accounts.example.com/forgot",
    });
  });

  it("gives a local run without configuration its defaults, every field", () => {
    const { sessionSecrets, ...env } = parseEnv({});
    expect(sessionSecrets).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(env).toEqual({
      nodeEnv: "development",
      isProduction: false,
      port: 3000,
      healthPort: undefined,
      siteUrl: "http://localhost:3000",
      apiBaseUrl: "http://upstream.mock/api",
      mocksEnabled: true,
      arpUrl: "/__mock-arp",
      passwordResetUrl: "/__mock-arp/reset-password",
      sessionSecretGenerated: true,
      warnings: [
        "SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.",
      ],
      posthog: null,
      sentryDsn: null,
      googleClientId: null,
      intercom: null,
      bookingUrl: null,
      redisUrl: null,
      trustProxy: false,
      clientIpHeader: null,
      rateLimitScale: 1,
      pageCache: true,
      loadShedding: true,
      contentBuildDir: path.join(process.cwd(), "build", "content"),
      logLevel: "info",
      outbox: {
        dataDir: path.join(process.cwd(), "data"),
        maxLeads: 10_000,
        warnAfterMs: 900_000,
      },
    });
    expect(parseEnv({ NODE_ENV: "test" }).isProduction).toBe(false);
  });

  it("reads process.env once: the mock upstream and its platform app by default", () => {
    vi.stubEnv("API_BASE_URL", "");
    vi.stubEnv("MOCKS", "");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("ARP_URL", "");
    vi.stubEnv("PASSWORD_RESET_URL", "");
    const env = getEnv();
    expect(env).toMatchObject({
      apiBaseUrl: "http://upstream.mock/api",
      arpUrl: "/__mock-arp",
      passwordResetUrl: "/__mock-arp/reset-password",
    });
    vi.stubEnv("API_BASE_URL", "https://api.example.com");
    expect(getEnv()).toBe(env);
  });

  it("reads the flags as true, false, 1 or 0", () => {
    const flags = (value: string) => {
      const env = parseEnv({
        MOCKS: value,
        API_BASE_URL: "http://127.0.0.1:9",
        TRUST_PROXY: value,
        PAGE_CACHE: value,
        LOAD_SHEDDING: value,
      });
      return [
        env.mocksEnabled,
        env.trustProxy,
        env.pageCache,
        env.loadShedding,
      ];
    };
    expect(flags("true")).toEqual([true, true, true, true]);
    expect(flags("1")).toEqual([true, true, true, true]);
    expect(flags("false")).toEqual([false, false, false, false]);
    expect(flags("0")).toEqual([false, false, false, false]);
    expect(problemsOf({ TRUST_PROXY: "yes" })).toEqual([
      "TRUST_PROXY: must be true or false",
    ]);
  });

  it("names the rule each bad number or name breaks", () => {
    expect(
      problemsOf({
        PORT: "80.5",
        HEALTH_PORT: "1.5",
        CLIENT_IP_HEADER: "x_real_ip",
        RATE_LIMIT_SCALE: "fast",
        OUTBOX_MAX_LEADS: "many",
        OUTBOX_WARN_AFTER_SECONDS: "soon",
      }),
    ).toEqual([
      "PORT: must be a whole number",
      "HEALTH_PORT: must be a whole number",
      "CLIENT_IP_HEADER: must be a header name, for example x-real-ip",
      "RATE_LIMIT_SCALE: must be a number",
      "OUTBOX_MAX_LEADS: must be a number",
      "OUTBOX_WARN_AFTER_SECONDS: must be a number",
    ]);
    expect(
      problemsOf({
        PORT: "-1",
        HEALTH_PORT: "65536",
        CLIENT_IP_HEADER: "x-real_ip",
        RATE_LIMIT_SCALE: "0",
        OUTBOX_MAX_LEADS: "1.5",
        OUTBOX_WARN_AFTER_SECONDS: "0.5",
      }),
    ).toEqual([
      "PORT: must be between 0 and 65535",
      "HEALTH_PORT: must be between 1 and 65535",
      "CLIENT_IP_HEADER: must be a header name, for example x-real-ip",
      "RATE_LIMIT_SCALE: must be above 0",
      "OUTBOX_MAX_LEADS: must be a whole number",
      "OUTBOX_WARN_AFTER_SECONDS: must be a whole number",
    ]);
    expect(
      problemsOf({ OUTBOX_MAX_LEADS: "0", OUTBOX_WARN_AFTER_SECONDS: "-5" }),
    ).toEqual([
      "OUTBOX_MAX_LEADS: must be above 0",
      "OUTBOX_WARN_AFTER_SECONDS: must be above 0",
    ]);
    expect(parseEnv({ CLIENT_IP_HEADER: "X-Real-IP" }).clientIpHeader).toBe(
      "x-real-ip",
    );
  });

  it("refuses URLs over 2048 characters, and page URLs that are not http or https", () => {
    const long = `https://example.com/${"a".repeat(2029)}`;
    expect(long).toHaveLength(2049);
    expect(problemsOf({ SITE_URL: long, PASSWORD_RESET_URL: long })).toEqual([
      "SITE_URL: must be at most 2048 characters",
      "PASSWORD_RESET_URL: must be at most 2048 characters",
    ]);
    expect(
      parseEnv({ PASSWORD_RESET_URL: long.slice(0, 2048) }).passwordResetUrl,
    ).toHaveLength(2048);
    expect(
      problemsOf({
        PASSWORD_RESET_URL: "javascript:alert('https://x.example')",
      }),
    ).toEqual([
      "PASSWORD_RESET_URL: must be an absolute http or https URL, for example https://example.com/page",
    ]);
    expect(
      parseEnv({ PASSWORD_RESET_URL: "HTTP://accounts.example.com/reset" })
        .passwordResetUrl,
    ).toBe("HTTP://accounts.example.com/reset");
  });

  it("accepts a session secret of exactly 32 characters, and only redis URLs for REDIS_URL", () => {
    expect(
      parseEnv({ SESSION_SECRET: "0123456789abcdef0123456789abcdef" })
        .sessionSecrets,
    ).toEqual(["0123456789abcdef0123456789abcdef"]);
    expect(parseEnv({ REDIS_URL: "redis://cache:6379" }).redisUrl).toBe(
      "redis://cache:6379",
    );
    expect(problemsOf({ REDIS_URL: "https://redis://cache" })).toEqual([
      "REDIS_URL: must start with redis:// or rediss://",
    ]);
  });

  it("throws one named error listing every problem on a line of its own", () => {
    let thrown: unknown;
    try {
      parseEnv({ PORT: "eighty", MOCKS: "maybe" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidConfigurationError);
    expect((thrown as Error).name).toBe("InvalidConfigurationError");
    expect((thrown as Error).message).toBe(
      "Invalid configuration:\n  - PORT: must be a number\n  - MOCKS: must be true or false",
    );
  });

  it("sends sign-in of a local run with a real upstream to this site's mock platform app", () => {
    const env = parseEnv({
      API_BASE_URL: "http://127.0.0.1:9",
      SITE_URL: "http://127.0.0.1:3000",
    });
    expect(env.arpUrl).toBe("http://127.0.0.1:3000/__mock-arp");
    expect(env.passwordResetUrl).toBe(
      "http://127.0.0.1:3000/__mock-arp/reset-password",
    );
  });

  it("words the mock upstream's warning in full, ending with what a deployment does", () => {
    expect(
      parseEnv({ SITE_URL: "https://www.example.com" }).warnings.find((line) =>
        line.startsWith("MOCKS:"),
      ),
    ).toBe(
      "MOCKS: the mock upstream is on behind an https SITE_URL (https://www.example.com), and its pages are open to anyone: " +
        "/__mocks/google-credential mints a Google credential for any email, so anyone can sign in as anyone; " +
        "/__mocks/mailbox shows the sign-up code sent to any address; " +
        "/__mocks/leads, /__mocks/online-form-submissions and /__mocks/outbox list what visitors sent; " +
        "/__mocks/login hands out session tokens for the demo accounts; " +
        "/__mock-arp/ serves the mock platform app. " +
        "A deployment sets API_BASE_URL and leaves MOCKS unset.",
    );
  });
});
