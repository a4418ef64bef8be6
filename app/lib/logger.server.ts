import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv, type LogLevel } from "./env.server";

export type { Logger };

/**
 * Where secrets could sit in what is logged: censored even if a caller passes them by mistake
 * (defence in depth: the access log never logs headers, and nothing logs bodies). `err.body` is an
 * upstream answer kept on an UpstreamError, which can hold a session token.
 * A function, so the list is made where a logger is (where mutation testing sees it run).
 */
const redactedPaths = () => [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  "req.body",
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  "err.body",
  "body",
  "cookie",
  "authorization",
  "password",
  "*.password",
  "token",
  "*.token",
];

/**
 * A JSON-lines logger: one object per line with `level` (a name), `time` (ISO 8601), `pid`,
 * `hostname`, `msg` and the fields of the call; errors go under `err` (type, message, stack).
 * Written to stdout; tests pass a destination to read what was written.
 */
export function createLogger({
  level = "info",
  destination,
}: {
  level?: LogLevel;
  destination?: DestinationStream;
} = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
    redact: { paths: redactedPaths(), censor: "[redacted]" },
  };
  // Synchronous, like console.log to a file or a pipe on Linux: lines keep their order with
  // anything else on stdout, and none is lost when the process exits right after one.
  return pino(
    options,
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// server.ts and the Remix server build are separate bundles that both import this module: one
// logger for the process, kept on globalThis like the configuration.
const globalKey = Symbol.for("aden.logger");
type GlobalWithLogger = typeof globalThis & { [globalKey]?: Logger };

function configuredLevel(): LogLevel {
  try {
    return getEnv().logLevel;
  } catch {
    // A configuration that does not parse is reported by server.ts, which then exits.
    return "info";
  }
}

/** The process's logger (to stdout), at LOG_LEVEL. */
export function getLogger(): Logger {
  const holder = globalThis as GlobalWithLogger;
  holder[globalKey] ??= createLogger({ level: configuredLevel() });
  return holder[globalKey];
}

/** Tests: make `logger` the process's logger; without one, the next getLogger() makes a new one. */
export function setLoggerForTests(logger?: Logger) {
  const holder = globalThis as GlobalWithLogger;
  if (logger) holder[globalKey] = logger;
  else delete holder[globalKey];
}

/**
 * Text from outside (a browser's report, say) made safe to log: C0 and C1 control characters,
 * line and paragraph separators and bidirectional controls are written as `\uXXXX`, so the text
 * can neither start a line of its own nor reorder what a terminal shows; then it is cut to `max`
 * characters (code points, so a pair is never split), with `…` when something was cut.
 */
export function cleanLogText(value: string, max = 200): string {
  const escaped = value.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const chars = Array.from(escaped);
  return chars.length <= max ? escaped : `${chars.slice(0, max).join("")}…`;
}
