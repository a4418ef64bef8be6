import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/env.server";
import { cspReportEndpoint, violationsOf } from "../server/csp-report";
import { securityHeaders } from "../server/security";

// Issue 14: a CSP violation report endpoint that logs, rate-limited.
let origin = "";
let close: () => Promise<unknown> = async () => {};

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "test-nonce";
    next();
  });
  app.use(securityHeaders(getEnv()));
  app.use(cspReportEndpoint(getEnv()));
  app.get("/", (_req, res) => {
    res.send("page");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(resolve));
});
afterAll(() => close());

const legacyReport = {
  "csp-report": {
    "document-uri":
      "https://www.example.com/?email=ada%40example.com&vuid=123456",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "https://evil.example/x.js?token=abc",
  },
};

const send = (body: unknown, type = "application/csp-report") =>
  fetch(`${origin}/__csp-report`, {
    method: "POST",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("CSP violation reports", () => {
  it("are asked for by the policy, in both formats", async () => {
    const response = await fetch(`${origin}/`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("report-uri /__csp-report");
    expect(csp).toContain("report-to csp");
  });

  it("are logged one line each, without queries that could carry an email or a token", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send(legacyReport);
    expect(response.status).toBe(204);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toBe(
      "CSP violation: script-src-elem blocked https://evil.example/x.js on https://www.example.com/",
    );
    warn.mockRestore();
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

  it("log at most 20 a minute from one address, and accept the rest quietly", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let sent = 0; sent < 30; sent += 1) {
      expect((await send(legacyReport)).status).toBe(204);
    }
    await vi.waitFor(() => expect(warn.mock.calls.length).toBeGreaterThan(0));
    // The first test spent one of the twenty.
    expect(warn.mock.calls.length).toBeLessThanOrEqual(20);
    warn.mockRestore();
  });

  it("refuse what is not a report, or is too large, without an error page", async () => {
    expect((await send("not json", "text/plain")).status).toBe(415);
    expect((await send("{broken", "application/csp-report")).status).toBe(400);
    const huge = { "csp-report": { "document-uri": "x".repeat(20_000) } };
    expect((await send(huge)).status).toBe(413);
  });
});
