import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import {
  CHAT_REGIONS,
  DEFAULT_CHAT_REGION,
  type ChatRegion,
} from "./constants";

/** The API base the mock upstream answers on when no real upstream is configured. */
export const MOCK_API_BASE_URL = "http://upstream.mock/api";
/** Where the mock upstream serves its stand-in platform app (mocks/mock-arp.ts). */
const MOCK_ARP_PATH = "/__mock-arp";
/** The password reset page under the platform app, unless PASSWORD_RESET_URL names another. */
const PASSWORD_RESET_PATH = "/reset-password";

/** pino's levels, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(
  z
    .string()
    .url("must be an absolute URL, for example https://example.com")
    .max(2048, "must be at most 2048 characters")
    .optional(),
);

/** A page the browser is sent to by a link: http or https only (a `javascript:` URL parses too). */
const optionalPageUrl = optionalString.pipe(
  z
    .string()
    .max(2048, "must be at most 2048 characters")
    .refine(
      (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
      "must be an absolute http or https URL, for example https://example.com/page",
    )
    .optional(),
);

const booleanFlag = optionalString.pipe(
  z
    .enum(["true", "false", "1", "0"], {
      errorMap: () => ({ message: "must be true or false" }),
    })
    .transform((value) => value === "true" || value === "1")
    .optional(),
);

const rawEnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  PORT: optionalString.pipe(
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
  ),
  HEALTH_PORT: optionalString.pipe(
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .optional(),
  ),
  SITE_URL: optionalUrl,
  API_BASE_URL: optionalUrl,
  ARP_URL: optionalUrl,
  PASSWORD_RESET_URL: optionalPageUrl,
  MOCKS: booleanFlag,
  // Several secrets, comma-separated, for rotation: the first signs, every one is accepted.
  SESSION_SECRET: optionalString.pipe(
    z
      .string()
      .transform((value) => value.split(",").map((secret) => secret.trim()))
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        "each secret must be at least 32 characters",
      )
      .optional(),
  ),
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: optionalUrl,
  SENTRY_DSN: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  INTERCOM_APP_ID: optionalString,
  INTERCOM_REGION: optionalString.pipe(
    z
      .enum(CHAT_REGIONS, {
        errorMap: () => ({
          message: `must be one of ${CHAT_REGIONS.join(", ")}`,
        }),
      })
      .default(DEFAULT_CHAT_REGION),
  ),
  BOOKING_URL: optionalUrl,
  TRUST_PROXY: booleanFlag,
  CLIENT_IP_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name, for example x-real-ip")
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  PAGE_CACHE: booleanFlag,
  LOAD_SHEDDING: booleanFlag,
  RATE_LIMIT_SCALE: optionalString.pipe(
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .positive("must be above 0")
      .default(1),
  ),
  CONTENT_BUILD_DIR: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  // The outbox of leads the upstream could not take (decision 051): a folder of its own when
  // REDIS_URL is not set.
  DATA_DIR: optionalString,
  OUTBOX_MAX_LEADS: optionalString.pipe(
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .positive("must be above 0")
      .default(10_000),
  ),
  OUTBOX_WARN_AFTER_SECONDS: optionalString.pipe(
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .positive("must be above 0")
      .default(900),
  ),
  LOG_LEVEL: optionalString.pipe(
    z
      .enum(LOG_LEVELS, {
        errorMap: () => ({
          message: `must be one of ${LOG_LEVELS.join(", ")}`,
        }),
      })
      .default("info"),
  ),
});

export type ServerEnv = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  /**
   * A second port for the liveness and readiness probes, answered by a thread of its own so they
   * answer however busy the pages' event loop is (server/health-worker.ts). Off when unset.
   */
  healthPort: number | undefined;
  /** Public origin of this site, without a trailing slash. */
  siteUrl: string;
  apiBaseUrl: string;
  mocksEnabled: boolean;
  /** The related application users are handed to after sign-in (behaviour §7). */
  arpUrl: string;
  /** The platform app's password reset page, where "Forgot password?" leads (behaviour §2). */
  passwordResetUrl: string;
  /** The first signs; all are accepted (rotation). Never empty. */
  sessionSecrets: [string, ...string[]];
  sessionSecretGenerated: boolean;
  /** Things that work, but not as a deployment should: printed at start. */
  warnings: string[];
  posthog: { key: string; host: string } | null;
  sentryDsn: string | null;
  googleClientId: string | null;
  intercom: { appId: string; region: ChatRegion } | null;
  bookingUrl: string | null;
  redisUrl: string | null;
  /** Behind one reverse proxy: client address and protocol come from X-Forwarded-*. */
  trustProxy: boolean;
  /**
   * A header the edge in front of the site sets to the client's address (for example
   * cf-connecting-ip or x-real-ip): the rate limits' key. Unset: the socket's address, or with
   * TRUST_PROXY the address the one trusted proxy saw.
   */
  clientIpHeader: string | null;
  /** Multiplies every rate-limit budget: for test suites and load tests, never production. */
  rateLimitScale: number;
  /** Anonymous public pages served from memory (server/page-cache.ts); off for benchmarks. */
  pageCache: boolean;
  /**
   * Refusing renders while the event loop runs late (server/load-shedding.ts); off only for tests
   * that measure the render gate behind it.
   */
  loadShedding: boolean;
  /** Absolute path of the compiled content (index.json and HTML bodies), built by scripts/build.mjs. */
  contentBuildDir: string;
  /** The least severe level logged (app/lib/logger.server.ts). */
  logLevel: LogLevel;
  /** Leads waiting for the upstream (app/lib/outbox/, decision 051). */
  outbox: {
    /** Absolute path of the file queue's folder; unused when REDIS_URL is set. */
    dataDir: string;
    /** Waiting leads past which a new one is refused (the visitor sees the failure message). */
    maxLeads: number;
    /** A lead waiting longer than this is logged as a warning. */
    warnAfterMs: number;
  };
};

/** The subset of the configuration the browser may see (root loader → window). */
export type PublicEnv = {
  siteUrl: string;
  posthog: { key: string; host: string } | null;
  sentryDsn: string | null;
  googleClientId: string | null;
  intercom: { appId: string; region: ChatRegion } | null;
  bookingUrl: string | null;
  passwordResetUrl: string;
};

export class InvalidConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "InvalidConfigurationError";
  }
}

const trimTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Reads and checks the environment. Throws one error listing every problem found. */
export function parseEnv(
  source: Record<string, string | undefined>,
): ServerEnv {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new InvalidConfigurationError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      ),
    );
  }
  const raw = parsed.data;
  const problems: string[] = [];

  if (raw.MOCKS === false && !raw.API_BASE_URL) {
    problems.push(
      "API_BASE_URL: is required when MOCKS=false (set it to the upstream API, or leave MOCKS unset to use the built-in mock upstream)",
    );
  }
  const mocksEnabled = raw.MOCKS === true || !raw.API_BASE_URL;
  const isProduction = raw.NODE_ENV === "production";
  const siteUrl = trimTrailingSlash(
    raw.SITE_URL ?? `http://localhost:${raw.PORT}`,
  );

  // A real deployment (a real upstream behind an https site) must not run on stand-ins; a local
  // run against a real upstream may, with a warning.
  const deployed = !mocksEnabled && siteUrl.startsWith("https://");
  const warnings: string[] = [];
  if (!mocksEnabled && !raw.ARP_URL) {
    const message =
      "ARP_URL: is required with a real upstream (the platform app users are sent to)";
    if (deployed) problems.push(message);
    else
      warnings.push(
        `${message}; without it sign-in hands users to ${siteUrl}${MOCK_ARP_PATH}`,
      );
  }
  // The default is a guess at the real platform app's page (its stand-in serves it with mocks).
  if (!mocksEnabled && raw.ARP_URL && !raw.PASSWORD_RESET_URL) {
    warnings.push(
      `PASSWORD_RESET_URL is not set: "Forgot password?" leads to ${trimTrailingSlash(raw.ARP_URL)}${PASSWORD_RESET_PATH}`,
    );
  }
  if (deployed && !raw.SESSION_SECRET) {
    problems.push(
      "SESSION_SECRET: is required in production (an https SITE_URL) with a real upstream",
    );
  }
  if (problems.length > 0) throw new InvalidConfigurationError(problems);
  if (!raw.SESSION_SECRET) {
    warnings.push(
      "SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.",
    );
  }
  // An https site looks deployed, and there the mock's own pages (mocks/introspection.ts,
  // mocks/mock-arp.ts) are open to anyone who finds them.
  if (mocksEnabled && siteUrl.startsWith("https://")) {
    warnings.push(
      `MOCKS: the mock upstream is on behind an https SITE_URL (${siteUrl}), and its pages are open to anyone: ` +
        "/__mocks/google-credential mints a Google credential for any email, so anyone can sign in as anyone; " +
        "/__mocks/mailbox shows the sign-up code sent to any address; " +
        "/__mocks/leads, /__mocks/online-form-submissions and /__mocks/outbox list what visitors sent; " +
        "/__mocks/login hands out session tokens for the demo accounts; " +
        `${MOCK_ARP_PATH}/ serves the mock platform app. ` +
        "A deployment sets API_BASE_URL and leaves MOCKS unset.",
    );
  }

  // Sessions are records on the server (docs/decisions/043): without a shared store they live in
  // this process alone.
  if (siteUrl.startsWith("https://") && !raw.REDIS_URL) {
    warnings.push(
      "REDIS_URL is not set: sessions and rate-limit counters are kept in this process's memory, " +
        "so a restart signs everyone out and several instances don't share them (docs/deploy.md).",
    );
  }

  const [firstSecret = randomBytes(32).toString("hex"), ...olderSecrets] =
    raw.SESSION_SECRET ?? [];
  // The mock platform app is served by this server: a path, so a visitor stays on the host they
  // used (127.0.0.1 or localhost alike) whatever SITE_URL says.
  const defaultArpUrl = mocksEnabled
    ? MOCK_ARP_PATH
    : `${siteUrl}${MOCK_ARP_PATH}`;

  const arpUrl = trimTrailingSlash(raw.ARP_URL ?? defaultArpUrl);

  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    healthPort: raw.HEALTH_PORT,
    siteUrl,
    apiBaseUrl: trimTrailingSlash(raw.API_BASE_URL ?? MOCK_API_BASE_URL),
    mocksEnabled,
    arpUrl,
    passwordResetUrl:
      raw.PASSWORD_RESET_URL ?? `${arpUrl}${PASSWORD_RESET_PATH}`,
    sessionSecrets: [firstSecret, ...olderSecrets],
    sessionSecretGenerated: !raw.SESSION_SECRET,
    warnings,
    posthog: raw.POSTHOG_KEY
      ? {
          key: raw.POSTHOG_KEY,
          host: trimTrailingSlash(
            raw.POSTHOG_HOST ?? "https://us.i.posthog.com",
          ),
        }
      : null,
    sentryDsn: raw.SENTRY_DSN ?? null,
    googleClientId: raw.GOOGLE_CLIENT_ID ?? null,
    intercom: raw.INTERCOM_APP_ID
      ? { appId: raw.INTERCOM_APP_ID, region: raw.INTERCOM_REGION }
      : null,
    bookingUrl: raw.BOOKING_URL ?? null,
    redisUrl: raw.REDIS_URL ?? null,
    trustProxy: raw.TRUST_PROXY ?? false,
    clientIpHeader: raw.CLIENT_IP_HEADER ?? null,
    rateLimitScale: raw.RATE_LIMIT_SCALE,
    pageCache: raw.PAGE_CACHE ?? true,
    loadShedding: raw.LOAD_SHEDDING ?? true,
    contentBuildDir: path.resolve(raw.CONTENT_BUILD_DIR ?? "build/content"),
    logLevel: raw.LOG_LEVEL,
    outbox: {
      dataDir: path.resolve(raw.DATA_DIR ?? "data"),
      maxLeads: raw.OUTBOX_MAX_LEADS,
      warnAfterMs: raw.OUTBOX_WARN_AFTER_SECONDS * 1000,
    },
  };
}

// server.ts and the Remix server build are separate bundles that both import this module; the
// configuration (and a generated session secret) must be one, so it is kept on globalThis.
const globalKey = Symbol.for("aden.server-env");
type GlobalWithEnv = typeof globalThis & { [globalKey]?: ServerEnv };

/** The configuration, read from process.env once per process. */
export function getEnv(): ServerEnv {
  const holder = globalThis as GlobalWithEnv;
  holder[globalKey] ??= parseEnv(process.env);
  return holder[globalKey];
}

/** Forget the cached configuration, so a test can start from a new environment. */
export function resetEnvForTests() {
  delete (globalThis as GlobalWithEnv)[globalKey];
}

export function getPublicEnv(env: ServerEnv = getEnv()): PublicEnv {
  return {
    siteUrl: env.siteUrl,
    posthog: env.posthog,
    sentryDsn: env.sentryDsn,
    googleClientId: env.googleClientId,
    intercom: env.intercom,
    bookingUrl: env.bookingUrl,
    passwordResetUrl: env.passwordResetUrl,
  };
}
