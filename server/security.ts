import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { ServerEnv } from "~/lib/env.server";
import { CSP_REPORT_PATH } from "./csp-report";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/** A fresh nonce per response, read by the CSP header and by every script Remix renders. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Rewrites the response's CSP so its scripts are allowed by these hash sources instead of its
 * nonce: for a document that carries no nonce because every visitor (and a CDN) gets the same
 * bytes (docs/decisions/048). Everything else in the policy stays as it is.
 */
export function allowScriptsByHashInstead(
  res: Response,
  hashSources: string[],
) {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string") return;
  const nonceSource = `'nonce-${res.locals.cspNonce}'`;
  // Without inline scripts the nonce source just goes: no script then runs at all.
  res.setHeader(
    "Content-Security-Policy",
    policy.replace(nonceSource, hashSources.join(" ")).replace(/  +/g, " "),
  );
}

/** The origin of an absolute URL; a path (the mock platform app) is our own origin: null. */
const originOf = (url: string | null | undefined) =>
  url && URL.canParse(url) ? new URL(url).origin : null;

/** PostHog's static assets (its lazily loaded extensions) live on the region's assets host. */
function posthogAssetsOrigin(host: string): string | null {
  const match = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(host);
  return match ? `https://${match[1]}-assets.i.posthog.com` : null;
}

/** Origins the configured third parties need, per CSP directive. Unset features add nothing. */
export function thirdPartySources(env: ServerEnv) {
  const script = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const media = new Set<string>();
  const formAction = new Set<string>();
  const img = new Set<string>(["https:"]);

  // Sign-in forms end in a redirect to the platform app, and Chromium checks redirects of a
  // form post against form-action.
  const arp = originOf(env.arpUrl);
  if (arp) formAction.add(arp);
  if (env.posthog) {
    const assets = posthogAssetsOrigin(env.posthog.host);
    for (const origin of [env.posthog.host, assets]) {
      if (!origin) continue;
      connect.add(origin);
      script.add(origin);
    }
  }
  const sentry = originOf(env.sentryDsn);
  if (sentry) connect.add(sentry);
  if (env.intercom) {
    for (const source of [
      "https://widget.intercom.io",
      "https://js.intercomcdn.com",
    ]) {
      script.add(source);
    }
    for (const source of [
      "https://*.intercom.io",
      "wss://*.intercom.io",
      "https://*.intercomcdn.com",
      "https://*.intercomassets.com",
    ]) {
      connect.add(source);
    }
    frame.add("https://*.intercom.io");
    frame.add("https://intercom-sheets.com");
    media.add("https://js.intercomcdn.com");
  }
  if (env.googleClientId) {
    connect.add("https://accounts.google.com");
    frame.add("https://accounts.google.com");
  }
  const booking = originOf(env.bookingUrl);
  if (booking) frame.add(booking);

  return {
    script: [...script],
    connect: [...connect],
    frame: [...frame],
    media: [...media],
    formAction: [...formAction],
    img: [...img],
  };
}

/** helmet with a nonce-based Content-Security-Policy: no inline script runs without the nonce. */
export function securityHeaders(env: ServerEnv): RequestHandler {
  const sources = thirdPartySources(env);
  const isHttps = env.siteUrl.startsWith("https://");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // 'strict-dynamic' lets the nonce'd bootstrap load route chunks and lazily loaded
        // third-party scripts without listing every host.
        "script-src": [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          "'strict-dynamic'",
          // Ignored where 'strict-dynamic' is understood; for browsers that predate it.
          ...sources.script,
        ],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...sources.img],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...sources.connect],
        "frame-src": ["'self'", ...sources.frame],
        "media-src": ["'self'", "blob:", ...sources.media],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'", ...sources.formAction],
        // No one frames the site: clickjacking of the sign-in and contact forms is off the table.
        "frame-ancestors": ["'none'"],
        ...(isHttps ? { "upgrade-insecure-requests": [] } : {}),
        // Violations are logged (server/csp-report.ts): report-to where supported, else the URI.
        "report-uri": [CSP_REPORT_PATH],
        "report-to": ["csp"],
      },
    },
    // Third-party frames (booking, chat) don't send CORP headers.
    crossOriginEmbedderPolicy: false,
    // Google sign-in talks to its popup.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // `no-referrer` makes Chromium send `Origin: null` on form posts, which fails the same-origin
    // check of script-less forms (docs/stack-notes.md trap 3). The hand-off redirect sets its own.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Two years, the preload lists' minimum; only where the site is served over HTTPS.
    strictTransportSecurity: isHttps
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
  });
}

/**
 * Powerful browser features the site never uses are switched off for it and anything it
 * frames. Camera, microphone and screen capture stay available to the site itself for the live
 * video client (behaviour §1).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=(self)",
  "display-capture=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=(self)",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set("Permissions-Policy", PERMISSIONS_POLICY);
  // The endpoint the CSP's report-to names.
  res.set("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Requests
 * without Origin or Sec-Fetch-Site (curl, server-to-server) carry no victim's cookies across
 * sites and pass; the session cookie is SameSite=Lax besides.
 */
export function refuseCrossSiteRequests(env: ServerEnv): RequestHandler {
  const siteOrigin = new URL(env.siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const requestOrigin = `${req.protocol}://${req.get("x-forwarded-host") ?? req.get("host")}`;
    const crossSiteByFetchMetadata =
      fetchSite === "cross-site" || fetchSite === "same-site";
    const foreignOrigin =
      origin !== undefined && origin !== siteOrigin && origin !== requestOrigin;
    if (crossSiteByFetchMetadata || foreignOrigin) {
      res
        .status(403)
        .type("text/plain")
        .send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}
