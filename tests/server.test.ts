import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { accessLog, redactUrl } from "../server/access-log";
import { applyRedirects, resolveRedirect } from "../server/redirects";
import {
  refuseCrossSiteRequests,
  securityHeaders,
  thirdPartySources,
  assignCspNonce,
  permissionsPolicy,
} from "../server/security";
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

  it("asks browsers for HTTPS for two years on an HTTPS site", async () => {
    const app = express();
    app.use(
      assignCspNonce,
      securityHeaders(
        parseEnv({
          SITE_URL: "https://aden.example",
          MOCKS: "true",
        }),
      ),
    );
    app.get("/", (_req, res) => res.send("ok"));
    const response = await fetch(await serve(app));
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
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
});

describe("CSP sources of the third parties", () => {
  it("adds nothing when no third party is configured", () => {
    expect(thirdPartySources(parseEnv({}))).toMatchObject({
      script: [],
      connect: [],
      frame: [],
      media: [],
    });
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
