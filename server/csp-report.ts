import express, { type RequestHandler } from "express";
import type { ServerEnv } from "~/lib/env.server";
import { addressKey, consumeRateLimit } from "~/lib/rate-limit.server";
import { clientAddressOf } from "./rate-limit";

/** Where browsers send Content-Security-Policy violations (report-uri and report-to). */
export const CSP_REPORT_PATH = "/__csp-report";

const REPORT_TYPES = [
  "application/csp-report",
  "application/reports+json",
  "application/json",
];

type Violation = {
  directive: string;
  blocked: string;
  page: string;
};

/** A URL for the log: origin and path only, since queries can carry tokens or emails. */
function withoutQuery(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  if (!URL.canParse(value)) return value.slice(0, 40);
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.slice(0, 200);
}

/** The violations of a report, in either format: report-uri's one object or report-to's list. */
export function violationsOf(body: unknown): Violation[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.slice(0, 10).flatMap((report): Violation[] => {
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
        directive: typeof directive === "string" ? directive.slice(0, 60) : "?",
        blocked: withoutQuery(fields["blocked-uri"] ?? fields.blockedURL),
        page: withoutQuery(fields["document-uri"] ?? fields.documentURL),
      },
    ];
  });
}

/**
 * Logs CSP violations, one line each, without queries; at most 20 reports a minute per address
 * are logged, the rest are accepted and dropped. Always 204: a browser does nothing with it.
 */
export function cspReportEndpoint(env: ServerEnv): RequestHandler {
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
        for (const { directive, blocked, page } of violationsOf(req.body)) {
          console.warn(
            `CSP violation: ${directive} blocked ${blocked || "(inline)"} on ${page || "?"}`,
          );
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
