import express, { type RequestHandler } from "express";
import type { ServerEnv } from "~/lib/env.server";
import { cleanLogText, getLogger, type Logger } from "~/lib/logger.server";
import { addressKey, consumeRateLimit } from "~/lib/rate-limit.server";
import { clientAddressOf } from "./rate-limit";

/** Where browsers send Content-Security-Policy violations (report-uri and report-to). */
export const CSP_REPORT_PATH = "/__csp-report";

const REPORT_TYPES = [
  "application/csp-report",
  "application/reports+json",
  "application/json",
];

/** Reports read from one request: a report-to batch beyond this is dropped. */
export const MAX_VIOLATIONS_PER_REPORT = 10;
/** The longest field logged, in characters: a report is the browser's (or anyone's) text. */
export const MAX_FIELD_LENGTH = 200;

type Violation = {
  directive: string;
  blocked: string;
  page: string;
};

/**
 * A URL for the log: origin and path only, since queries can carry tokens or emails. Anything
 * else ("inline", "eval", or whatever a forged report says) is kept short. Either way control
 * characters are escaped and the length is bounded (cleanLogText).
 */
function withoutQuery(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  if (!URL.canParse(value)) return cleanLogText(value, 40);
  const url = new URL(value);
  return cleanLogText(`${url.origin}${url.pathname}`, MAX_FIELD_LENGTH);
}

/** The violations of a report, in either format: report-uri's one object or report-to's list. */
export function violationsOf(body: unknown): Violation[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports
    .slice(0, MAX_VIOLATIONS_PER_REPORT)
    .flatMap((report): Violation[] => {
      if (typeof report !== "object" || report === null) return [];
      const legacy = (report as Record<string, unknown>)["csp-report"];
      const fields = (
        typeof legacy === "object" && legacy !== null
          ? legacy
          : (report as Record<string, unknown>).body
      ) as Record<string, unknown> | undefined;
      if (typeof fields !== "object" || fields === null) return [];
      const directive =
        fields["effective-directive"] ??
        fields.effectiveDirective ??
        fields["violated-directive"];
      return [
        {
          directive:
            typeof directive === "string" ? cleanLogText(directive, 60) : "?",
          blocked: withoutQuery(fields["blocked-uri"] ?? fields.blockedURL),
          page: withoutQuery(fields["document-uri"] ?? fields.documentURL),
        },
      ];
    });
}

/**
 * Logs CSP violations, one JSON line each at level warn (`msg` "CSP violation", fields
 * `directive`, `blocked`, `page`), without queries; at most 20 reports a minute per client address
 * are logged, the rest are accepted and dropped. Bodies above 16 KB are refused with 413. Always
 * 204 otherwise: a browser does nothing with the answer.
 */
export function cspReportEndpoint(
  env: ServerEnv,
  logger: Logger = getLogger(),
): RequestHandler {
  const log = logger.child({ kind: "csp-violation" });
  const router = express.Router();
  router.post(
    CSP_REPORT_PATH,
    express.json({ type: REPORT_TYPES, limit: "16kb" }),
    (req, res) => {
      if (!req.is(REPORT_TYPES)) {
        res.status(415).type("text/plain").send("Not a CSP report.");
        return;
      }
      res.status(204).set("Cache-Control", "no-store").end();
      void consumeRateLimit("cspReports", [
        addressKey(clientAddressOf(req, env)),
      ]).then((verdict) => {
        if (!verdict.allowed) return;
        for (const violation of violationsOf(req.body)) {
          log.warn(violation, "CSP violation");
        }
      });
    },
  );
  // A report too large or not JSON: refused without a stack trace.
  router.use(CSP_REPORT_PATH, ((error, _req, res, _next) => {
    res
      .status(error?.status ?? 400)
      .type("text/plain")
      .send("Not a CSP report.");
  }) as express.ErrorRequestHandler);
  return router;
}
