import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv, parseEnv } from "~/lib/env.server";
import {
  cspReportEndpoint,
  MAX_FIELD_LENGTH,
  violationsOf,
} from "../server/csp-report";
import { securityHeaders } from "../server/security";
import { memoryLogger, type LogRecord } from "./log-capture";

// Issue 14: a CSP violation report endpoint that logs, rate-limited.
let origin = "";
let close: () => Promise<unknown> = async () => {};
const { logger, lines, records } = memoryLogger();

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "test-nonce";
    next();
  });
  app.use(securityHeaders(getEnv()));
  // The rate limit's key is this header, so a test can speak for several addresses.
  app.use(
    cspReportEndpoint(parseEnv({ CLIENT_IP_HEADER: "x-real-ip" }), logger),
  );
  app.get("/", (_req, res) => {
    res.send("page");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(resolve));
});
afterAll(() => close());
beforeEach(() => {
  lines.length = 0;
  records.length = 0;
});

const legacyReport = {
  "csp-report": {
    "document-uri":
      "https://www.example.com/?email=ada%40example.com&vuid=123456",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "https://evil.example/x.js?token=abc",
  },
};

const send = (
  body: unknown,
  type = "application/csp-report",
  address = "198.51.100.1",
) =>
  fetch(`${origin}/__csp-report`, {
    method: "POST",
    headers: { "Content-Type": type, "X-Real-IP": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A report-uri report with these fields. */
const reportOf = (fields: Record<string, string>) => ({ "csp-report": fields });

describe("CSP violation reports", () => {
  it("are asked for by the policy, in both formats", async () => {
    const response = await fetch(`${origin}/`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("report-uri /__csp-report");
    expect(csp).toContain("report-to csp");
  });

  it("are logged as data, one JSON line each, without queries that could carry an email or a token", async () => {
    const response = await send(legacyReport);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toMatchObject({
      level: "warn",
      kind: "csp-violation",
      msg: "CSP violation",
      directive: "script-src-elem",
      blocked: "https://evil.example/x.js",
      page: "https://www.example.com/",
    });
    expect(lines.join()).not.toMatch(/ada|123456|token=abc/);
  });

  // Finding 1: a newline in a field wrote a second line that read like an access-log entry.
  it("cannot forge a log line: newlines and terminal controls in a field stay inside its one line, escaped", async () => {
    const forged = "script-src\nGET /admin 200 512 1.0ms\r\n";
    await send(
      reportOf({
        "violated-directive": forged,
        "blocked-uri": 'inline\n{"level":"info","msg":"forged"}',
        // C1 CSI and a right-to-left override: a terminal would act on them.
        "document-uri": "about\u009b31m\u202egnp.exe",
      }),
      "application/csp-report",
      "198.51.100.2",
    );
    await expect.poll(() => records.length).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.split("\n")).toEqual([expect.any(String), ""]);
    const { directive, blocked, page } = records[0] ?? ({} as LogRecord);
    expect(directive).toBe(
      "script-src\\u000aGET /admin 200 512 1.0ms\\u000d\\u000a",
    );
    expect(blocked).not.toMatch(/[\n\r]/);
    expect(page).toBe("about\\u009b31m\\u202egnp.exe");
    expect(lines[0]).not.toMatch(/[\u0080-\u009f\u202a-\u202e]/);
  });

  it("cut every field to a bounded length", async () => {
    await send(
      reportOf({
        "effective-directive": "d".repeat(5_000),
        "blocked-uri": `https://evil.example/${"a".repeat(5_000)}`,
        "document-uri": "x".repeat(5_000),
      }),
      "application/csp-report",
      "198.51.100.3",
    );
    await expect.poll(() => records.length).toBe(1);
    const record = records[0] ?? ({} as LogRecord);
    for (const field of ["directive", "blocked", "page"] as const) {
      expect(String(record[field]).length).toBeLessThanOrEqual(
        MAX_FIELD_LENGTH + 1,
      );
    }
    expect(String(record.blocked)).toMatch(/^https:\/\/evil\.example\/a+…$/);
  });

  it("read the Reporting API's list format too", () => {
    expect(
      violationsOf([
        {
          type: "csp-violation",
          body: {
            documentURL: "https://www.example.com/pricing",
            blockedURL: "inline",
            effectiveDirective: "script-src-elem",
          },
        },
      ]),
    ).toEqual([
      {
        directive: "script-src-elem",
        blocked: "inline",
        page: "https://www.example.com/pricing",
      },
    ]);
  });

  it("prefer the effective directive, and say ? and nothing for what a report leaves out", () => {
    expect(
      violationsOf([
        reportOf({
          "violated-directive": "script-src",
          "effective-directive": "script-src-elem",
        }),
        { body: { effectiveDirective: 42, blockedURL: 42 } },
      ]),
    ).toEqual([
      { directive: "script-src-elem", blocked: "", page: "" },
      { directive: "?", blocked: "", page: "" },
    ]);
  });

  it("skip what is not a report", () => {
    expect(
      violationsOf([
        null,
        "csp-report",
        { body: null },
        { body: "script-src" },
        { "csp-report": null },
      ]),
    ).toEqual([]);
    expect(violationsOf(null)).toEqual([]);
  });

  it("log at most 10 violations of one report", async () => {
    const batch = Array.from({ length: 25 }, (_, index) => ({
      type: "csp-violation",
      body: {
        documentURL: `https://www.example.com/page-${index}`,
        effectiveDirective: "img-src",
      },
    }));
    await send(batch, "application/reports+json", "198.51.100.4");
    await expect.poll(() => records.length).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(records).toHaveLength(10);
  });

  it("log at most 20 reports a minute from one address, and accept the rest quietly; another address still counts", async () => {
    for (let sent = 0; sent < 30; sent += 1) {
      expect((await send(legacyReport, undefined, "203.0.113.7")).status).toBe(
        204,
      );
    }
    await expect.poll(() => records.length).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(records).toHaveLength(20);
    expect((await send(legacyReport, undefined, "203.0.113.8")).status).toBe(
      204,
    );
    await expect.poll(() => records.length).toBe(21);
  });

  it("refuse what is not a report, or is too large, without an error page", async () => {
    const notAReport = await send("not json", "text/plain");
    expect(notAReport.status).toBe(415);
    expect(notAReport.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await notAReport.text()).toBe("Not a CSP report.");
    expect((await send("{broken", "application/csp-report")).status).toBe(400);
    const huge = { "csp-report": { "document-uri": "x".repeat(20_000) } };
    const tooLarge = await send(huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe("Not a CSP report.");
    expect(records).toEqual([]);
  });
});
