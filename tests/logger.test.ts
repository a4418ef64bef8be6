import { describe, expect, it, vi } from "vitest";
import { UpstreamError } from "~/lib/http-client.server";
import { cleanLogText, createLogger, getLogger } from "~/lib/logger.server";
import { memoryLogger } from "./log-capture";

describe("the logger", () => {
  it("writes one JSON object per line: level by name, ISO time, msg and the call's fields", () => {
    const { logger, lines, records } = memoryLogger();
    logger.info({ port: 3000 }, "listening\non two lines");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.split("\n")).toEqual([expect.any(String), ""]);
    expect(records[0]).toMatchObject({
      level: "info",
      port: 3000,
      msg: "listening\non two lines",
    });
    expect(records[0]?.time).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it("logs errors with the err serializer: type, message (with causes) and stack", () => {
    const { logger, records } = memoryLogger();
    const cause = new Error("socket hang up");
    logger.error(
      { err: new TypeError("upstream failed", { cause }) },
      "Request failed",
    );
    expect(records[0]?.err).toMatchObject({
      type: "TypeError",
      message: "upstream failed: socket hang up",
      stack: expect.stringContaining("caused by: Error: socket hang up"),
    });
  });

  it("censors cookies, authorization headers, bodies and tokens even when a caller passes them", () => {
    const { logger, lines, records } = memoryLogger();
    logger.info(
      {
        req: {
          method: "GET",
          headers: {
            cookie: "aden_session=secret-cookie",
            authorization: "jwt secret-jwt",
            accept: "text/html",
          },
          body: { password: "secret-password" },
        },
        token: "secret-token",
        user: { token: "secret-token-2", password: "secret-password-2" },
      },
      "a careless call",
    );
    // An upstream answer kept on the error can hold a session token.
    logger.error(
      {
        err: new UpstreamError("malformed", {
          status: 200,
          body: { token: "secret-session-token" },
        }),
      },
      "Request failed",
    );
    expect(lines.join("")).not.toMatch(/secret/);
    expect(records[0]).toMatchObject({
      req: {
        method: "GET",
        headers: {
          cookie: "[redacted]",
          authorization: "[redacted]",
          accept: "text/html",
        },
        body: "[redacted]",
      },
      token: "[redacted]",
    });
    expect(records[1]?.err).toMatchObject({
      type: "UpstreamError",
      status: 200,
      body: "[redacted]",
    });
  });

  it("logs nothing below its level", () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: "warn",
      destination: { write: (line: string) => lines.push(line) },
    });
    logger.info("quiet");
    logger.warn("loud");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"msg":"loud"');
  });

  it("takes its level from LOG_LEVEL", () => {
    vi.stubEnv("LOG_LEVEL", "error");
    expect(getLogger().level).toBe("error");
  });

  it("logs at info when no level is given, or when the configuration does not parse", () => {
    const lines: string[] = [];
    const logger = createLogger({
      destination: { write: (line: string) => lines.push(line) },
    });
    logger.debug("hidden");
    logger.info("shown");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"msg":"shown"');
    // server.ts reports the bad configuration itself, and needs a logger to do it.
    vi.stubEnv("LOG_LEVEL", "verbose");
    expect(getLogger().level).toBe("info");
  });
});

describe("cleanLogText", () => {
  it("escapes control, separator and bidirectional characters, so a field can't start a line or reorder one", () => {
    expect(cleanLogText("a\nb\r\tc\u0000")).toBe(
      "a\\u000ab\\u000d\\u0009c\\u0000",
    );
    expect(cleanLogText("\u009b31m \u202eexe.pdf \u2028 \u2066")).toBe(
      "\\u009b31m \\u202eexe.pdf \\u2028 \\u2066",
    );
    expect(cleanLogText("script-src 'self' https://ok.example")).toBe(
      "script-src 'self' https://ok.example",
    );
  });

  it("cuts to a length in characters, never splitting a pair, and marks the cut", () => {
    expect(cleanLogText("x".repeat(300))).toBe(`${"x".repeat(200)}…`);
    expect(cleanLogText("😀".repeat(5), 3)).toBe("😀😀😀…");
    expect(cleanLogText("short", 10)).toBe("short");
    expect(cleanLogText("exact", 5)).toBe("exact");
  });
});
