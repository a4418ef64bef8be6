import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { accessLog, redactUrl } from "../server/access-log";
import { applyRedirects, resolveRedirect } from "../server/redirects";
import {
  refuseCrossSiteRequests,
  securityHeaders,
  thirdPartySources,
  assignCspNonce,
  permissionsPolicy,
  allowScriptsByHashInstead,
} from "../server/security";
import { applyServerTimeouts } from "../server/timeouts";
import { stripTrailingSlash } from "../server/trailing-slash";
import { memoryLogger } from "./log-capture";

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves an Express app on a free loopback port; returns its origin. */
async function serve(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

describe("redactUrl", () => {
  it("hides tokens, codes and emails, and keeps the rest", () => {
    expect(
      redactUrl("/__mock-arp/onboarding?t=and3dC50b2tlbg%3D%3D&lang=en"),
    ).toBe("/__mock-arp/onboarding?t=[redacted]&lang=en");
    expect(redactUrl("/?email=ada%40example.com&vuid=123456")).toBe(
      "/?email=[redacted]&vuid=[redacted]",
    );
    expect(redactUrl("/blog?page=2")).toBe("/blog?page=2");
  });
});

describe("accessLog", () => {
  it("writes one JSON line per response: method, redacted URL, status, size, time; never cookies or tokens", async () => {
    const { logger, lines, records } = memoryLogger();
    const app = express();
    app.use(accessLog(logger));
    app.get("/hello", (_req, res) => res.send("hi"));
    const origin = await serve(app);
    await fetch(`${origin}/hello?token=secret-token`, {
      headers: {
        Cookie: "aden_session=secret-cookie",
        Authorization: "jwt secret-jwt",
      },
    });
    await expect.poll(() => records.length).toBe(1);
    expect(lines[0]).toMatch(/^\{.*\}\n$/);
    expect(records[0]).toMatchObject({
      level: "info",
      kind: "access",
      method: "GET",
      url: "/hello?token=[redacted]",
      status: 200,
      bytes: 2,
      msg: "GET /hello?token=[redacted] 200",
    });
    expect(records[0]?.durationMs).toEqual(expect.any(Number));
    expect(Date.parse(records[0]?.time ?? "")).not.toBeNaN();
    expect(lines.join()).not.toMatch(/secret/);
  });

  it("cannot be made to write a second line: a URL is logged percent-encoded", async () => {
    const { logger, lines, records } = memoryLogger();
    const app = express();
    app.use(accessLog(logger));
    app.use((_req, res) => res.status(404).send(""));
    const origin = await serve(app);
    // fetch encodes what it must; the raw bytes a client could send are the parser's to refuse.
    await fetch(`${origin}/a%0AGET%20/forged%20200?x=%0D%0A\u202e`);
    await expect.poll(() => records.length).toBe(1);
    expect(lines[0]?.split("\n")).toHaveLength(2);
    expect(records[0]?.url).toBe("/a%0AGET%20/forged%20200?x=%0D%0A%E2%80%AE");
  });

  it("times the response to a tenth of a millisecond, and leaves out the health probe", () => {
    const { logger, records } = memoryLogger();
    vi.spyOn(process.hrtime, "bigint")
      .mockReturnValueOnce(5_000_000_000n)
      .mockReturnValueOnce(5_012_345_678n);
    const handle = accessLog(logger);
    function respond(path: string) {
      const res = Object.assign(new EventEmitter(), {
        statusCode: 200,
        get: () => "12",
      });
      const req = { path, originalUrl: path, method: "GET" };
      const next = vi.fn();
      handle(
        req as unknown as express.Request,
        res as unknown as express.Response,
        next,
      );
      res.emit("finish");
      expect(next).toHaveBeenCalledOnce();
    }
    respond("/healthz");
    respond("/pricing");
    expect(records).toEqual([
      expect.objectContaining({
        url: "/pricing",
        bytes: 12,
        durationMs: 12.3,
      }),
    ]);
  });
});

describe("redirect rules", () => {
  it("maps a listed path and keeps the query string", () => {
    expect(resolveRedirect("/roi-calculator?utm_source=ad")).toEqual({
      location: "/RoiCalculator?utm_source=ad",
      status: 301,
    });
    expect(resolveRedirect("/signup?email=a%40b.co")).toEqual({
      location: "/?auth=signup&email=a%40b.co",
      status: 302,
    });
    expect(resolveRedirect("/blog")).toBeNull();
  });

  it("is applied by the server before anything else answers", async () => {
    const app = express();
    app.use(applyRedirects);
    app.get("*", (_req, res) => res.send("page"));
    const origin = await serve(app);
    const response = await fetch(`${origin}/case-studies`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/case-studies/tc-boiler");
  });
});

describe("stripTrailingSlash", () => {
  it("redirects to the path without the slash, keeping the query", async () => {
    const app = express();
    app.use(stripTrailingSlash);
    app.get("*", (_req, res) => res.send("page"));
    const origin = await serve(app);
    const response = await fetch(`${origin}/blog/?page=2`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog?page=2");
    const home = await fetch(`${origin}/`, { redirect: "manual" });
    expect(home.status).toBe(200);
  });

  it("redirects a HEAD as a GET, and lets posts and slash-less paths through", async () => {
    const app = express();
    app.use(stripTrailingSlash);
    app.all("*", (req, res) => res.send(`page ${req.method} ${req.path}`));
    const origin = await serve(app);
    const head = await fetch(`${origin}/blog/`, {
      method: "HEAD",
      redirect: "manual",
    });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/blog");
    const post = await fetch(`${origin}/contact/`, {
      method: "POST",
      redirect: "manual",
    });
    expect(await post.text()).toBe("page POST /contact/");
    const page = await fetch(`${origin}/blog`, { redirect: "manual" });
    expect(await page.text()).toBe("page GET /blog");
  });

  it("strips every trailing slash in one redirect", async () => {
    const app = express();
    app.use(stripTrailingSlash);
    const origin = await serve(app);
    const response = await fetch(`${origin}/blog///?page=2`, {
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/blog?page=2");
    const slashes = await fetch(`${origin}///?page=2`, { redirect: "manual" });
    expect(slashes.headers.get("location")).toBe("/?page=2");
  });

  it("never produces a protocol-relative redirect", async () => {
    const app = express();
    app.use(stripTrailingSlash);
    const origin = await serve(app);
    const response = await fetch(`${origin}//evil.example/`, {
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/evil.example");
  });
});

describe("security headers", () => {
  it("sends a CSP whose script nonce is new for every response", async () => {
    const app = express();
    app.use(assignCspNonce, securityHeaders(parseEnv({})));
    app.get("/", (_req, res) => res.send(res.locals.cspNonce));
    const origin = await serve(app);
    const first = await fetch(origin);
    const second = await fetch(origin);
    const nonce = await first.text();
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await second.text()).not.toBe(nonce);
    expect(first.headers.get("referrer-policy")).toBe(
      "strict-origin-when-cross-origin",
    );
  });

  it("lets no one frame the site or rebase its links, and turns off unused browser features", async () => {
    const app = express();
    app.use(assignCspNonce, securityHeaders(parseEnv({})), permissionsPolicy);
    app.get("/", (_req, res) => res.send("ok"));
    const response = await fetch(await serve(app));
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const permissions = response.headers.get("permissions-policy") ?? "";
    for (const feature of ["geolocation=()", "payment=()", "usb=()"]) {
      expect(permissions).toContain(feature);
    }
    // Plain HTTP (a local run): no HSTS, which would pin localhost to HTTPS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets sign-in forms redirect to the platform app (form-action)", async () => {
    const app = express();
    const env = parseEnv({
      API_BASE_URL: "https://api.example.com",
      ARP_URL: "https://app.example.com/x",
    });
    app.use(assignCspNonce, securityHeaders(env));
    app.get("/", (_req, res) => res.send("ok"));
    const origin = await serve(app);
    const csp = (await fetch(origin)).headers.get("content-security-policy");
    expect(csp).toContain("form-action 'self' https://app.example.com");
  });

  it("sends the whole policy and header set a fully configured HTTPS site needs", async () => {
    const app = express();
    app.use(
      assignCspNonce,
      securityHeaders(
        parseEnv({
          SITE_URL: "https://aden.example",
          MOCKS: "true",
          ARP_URL: "https://app.example.com/x",
          POSTHOG_KEY: "phc_x",
          POSTHOG_HOST: "https://eu.i.posthog.com",
          SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
          INTERCOM_APP_ID: "abc",
          GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
          BOOKING_URL: "https://book.example.com/aden/demo",
        }),
      ),
    );
    app.get("/", (_req, res) => res.send(res.locals.cspNonce));
    const response = await fetch(await serve(app));
    const nonce = await response.text();
    expect(response.headers.get("content-security-policy")?.split(";")).toEqual(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://eu.i.posthog.com https://eu-assets.i.posthog.com https://widget.intercom.io https://js.intercomcdn.com`,
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://eu.i.posthog.com https://eu-assets.i.posthog.com https://o1.ingest.sentry.io https://*.intercom.io wss://*.intercom.io https://*.intercomcdn.com https://*.intercomassets.com https://accounts.google.com",
        "frame-src 'self' https://*.intercom.io https://intercom-sheets.com https://accounts.google.com https://book.example.com",
        "media-src 'self' blob: https://js.intercomcdn.com",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self' https://app.example.com",
        "frame-ancestors 'none'",
        "upgrade-insecure-requests",
        "report-uri /__csp-report",
        "report-to csp",
      ],
    );
    // HTTPS for two years.
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    // Third-party frames send no CORP header, so embedding isn't restricted; Google sign-in's
    // popup must be able to talk back.
    expect(response.headers.get("cross-origin-embedder-policy")).toBeNull();
    expect(response.headers.get("cross-origin-opener-policy")).toBe(
      "same-origin-allow-popups",
    );
  });

  it("asks for no HTTPS upgrade on a plain-HTTP site", async () => {
    const app = express();
    app.use(assignCspNonce, securityHeaders(parseEnv({})));
    app.get("/", (_req, res) => res.send("ok"));
    const csp = (await fetch(await serve(app))).headers.get(
      "content-security-policy",
    );
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("names the CSP report endpoint for report-to", async () => {
    const app = express();
    app.use(permissionsPolicy);
    app.get("/", (_req, res) => res.send("ok"));
    const response = await fetch(await serve(app));
    expect(response.headers.get("reporting-endpoints")).toBe(
      'csp="/__csp-report"',
    );
  });
});

describe("allowScriptsByHashInstead", () => {
  function responseWithPolicy(policy: string | undefined) {
    const headers = new Map<string, string>();
    if (policy !== undefined) headers.set("Content-Security-Policy", policy);
    const res = {
      locals: { cspNonce: "abc123" },
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: string) => headers.set(name, value),
    };
    return { res: res as unknown as express.Response, headers };
  }

  it("swaps the nonce source for the hash sources and leaves the rest of the policy alone", () => {
    const { res, headers } = responseWithPolicy(
      "default-src 'self';script-src 'self' 'nonce-abc123' 'strict-dynamic'",
    );
    allowScriptsByHashInstead(res, ["'sha256-one'", "'sha256-two'"]);
    expect(headers.get("Content-Security-Policy")).toBe(
      "default-src 'self';script-src 'self' 'sha256-one' 'sha256-two' 'strict-dynamic'",
    );
  });

  it("drops the nonce source, with no gap left, when the page has no inline script", () => {
    const { res, headers } = responseWithPolicy(
      "script-src 'self' 'nonce-abc123' 'strict-dynamic'",
    );
    allowScriptsByHashInstead(res, []);
    expect(headers.get("Content-Security-Policy")).toBe(
      "script-src 'self' 'strict-dynamic'",
    );
  });

  it("adds no policy to a response that has none", () => {
    const { res, headers } = responseWithPolicy(undefined);
    allowScriptsByHashInstead(res, ["'sha256-one'"]);
    expect(headers.has("Content-Security-Policy")).toBe(false);
  });
});

describe("CSP sources of the third parties", () => {
  it("adds nothing when no third party is configured", () => {
    // The mock platform app is a path on this site: no extra form-action origin.
    expect(thirdPartySources(parseEnv({}))).toEqual({
      script: [],
      connect: [],
      frame: [],
      media: [],
      formAction: [],
      img: ["https:"],
    });
  });

  it("adds no PostHog assets host for a self-hosted PostHog proxy", () => {
    for (const host of [
      "https://ph.example.com",
      "https://eu.i.posthog.com.example.com",
    ]) {
      const sources = thirdPartySources(
        parseEnv({ POSTHOG_KEY: "phc_x", POSTHOG_HOST: host }),
      );
      expect(sources.script).toEqual([host]);
      expect(sources.connect).toEqual([host]);
    }
  });

  it("lets the configured ones load and connect", () => {
    const sources = thirdPartySources(
      parseEnv({
        POSTHOG_KEY: "phc_x",
        POSTHOG_HOST: "https://eu.i.posthog.com",
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
        INTERCOM_APP_ID: "abc",
      }),
    );
    expect(sources.script).toEqual(
      expect.arrayContaining([
        "https://eu.i.posthog.com",
        "https://eu-assets.i.posthog.com",
        "https://widget.intercom.io",
        "https://js.intercomcdn.com",
      ]),
    );
    expect(sources.connect).toEqual(
      expect.arrayContaining([
        "https://eu.i.posthog.com",
        "https://eu-assets.i.posthog.com",
        "https://o1.ingest.sentry.io",
        "https://*.intercom.io",
        "wss://*.intercom.io",
      ]),
    );
    expect(sources.frame).toContain("https://*.intercom.io");
  });
});

describe("refuseCrossSiteRequests", () => {
  async function post(headers: Record<string, string>) {
    const app = express();
    app.use(
      refuseCrossSiteRequests(
        parseEnv({ SITE_URL: "https://www.example.com" }),
      ),
    );
    app.all("*", (_req, res) => res.send("accepted"));
    const origin = await serve(app);
    return fetch(`${origin}/contact`, { method: "POST", headers, body: "a=1" });
  }

  it("refuses a post that the browser marks as cross-site", async () => {
    const response = await post({
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await response.text()).toBe("Cross-site requests are not allowed.");
  });

  it("refuses a post from a foreign origin", async () => {
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
  });

  it("accepts same-origin posts and posts from non-browser clients", async () => {
    expect(
      (
        await post({
          Origin: "https://www.example.com",
          "Sec-Fetch-Site": "same-origin",
        })
      ).status,
    ).toBe(200);
    expect((await post({})).status).toBe(200);
  });
});

describe("applyServerTimeouts", () => {
  it("outlasts a proxy's idle keep-alive, cuts slow headers at 10 s, and gives a request the upstream's 30 s plus 10", () => {
    const server = createServer();
    applyServerTimeouts(server);
    expect({
      keepAlive: server.keepAliveTimeout,
      headers: server.headersTimeout,
      request: server.requestTimeout,
    }).toEqual({ keepAlive: 65_000, headers: 10_000, request: 40_000 });
  });
});
