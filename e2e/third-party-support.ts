import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test, type Page, type Request } from "@playwright/test";
import { startServer, type StartedServer } from "./server/start-server";
import { leaveOwnServerAfterEach } from "./support";

/**
 * Another instance of the built server with every third party configured (the main test server
 * has none), and stand-ins for the third parties: PostHog's API host and Intercom's widget are
 * answered by `page.route`, Sentry's envelopes by a local HTTP receiver (the server sends there
 * too, so server-side capture is seen as well). See docs/decisions/023-….
 */
export const POSTHOG_KEY = "phc_e2e_public_key";
export const POSTHOG_HOST = "https://posthog.e2e.test";
export const INTERCOM_APP_ID = "e2e-app";
export const INTERCOM_WIDGET_URL = `https://widget.intercom.io/widget/${INTERCOM_APP_ID}`;
/** INTERCOM_REGION=eu: the widget must be told the EU API host. */
export const INTERCOM_EU_API_BASE = "https://api-iam.eu.intercom.io";

/** A Sentry stand-in that keeps every envelope it is sent. */
export type SentryReceiver = {
  origin: string;
  envelopes: () => string[];
  stop: () => Promise<void>;
};

async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: string[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "*");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        req.headers["content-encoding"] === "gzip"
          ? gunzipSync(body).toString("utf8")
          : body.toString("utf8"),
      );
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    envelopes: () => [...envelopes],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type ThirdPartyServers = {
  site: StartedServer;
  sentry: SentryReceiver;
  /** The site under a made-up host name (see SITE_HOST). */
  origin: string;
};

/**
 * PostHog's pinned defaults mark visitors on localhost and 127.0.0.1 as internal test users
 * (which gives them a person profile): the browser reaches the server under this name instead,
 * as a visitor would reach a real host.
 */
export const SITE_HOST = "site.e2e.test";
export const HOST_RESOLVER_RULE = `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`;

/** For the describe block (or file) it is called in: the keyed server and the Sentry stand-in. */
export function useThirdPartyServer() {
  let servers: ThirdPartyServers | undefined;
  test.beforeAll(async () => {
    const sentry = await startSentryReceiver();
    const site = await startServer({
      MOCKS: "true",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      RATE_LIMIT_SCALE: "1000",
      POSTHOG_KEY,
      POSTHOG_HOST,
      SENTRY_DSN: `${sentry.origin.replace("://", "://e2epublickey@")}/42`,
      INTERCOM_APP_ID,
      INTERCOM_REGION: "eu",
    });
    servers = {
      site,
      sentry,
      origin: site.origin.replace("127.0.0.1", SITE_HOST),
    };
  });
  test.afterAll(async () => {
    await servers?.site.stop();
    await servers?.sentry.stop();
  });
  leaveOwnServerAfterEach();
  return () => {
    if (!servers) throw new Error("the third-party server has not started");
    return servers;
  };
}

export type PostHogEvent = {
  event: string;
  /** Person properties, on `$identify` and `$set` events. */
  $set?: Record<string, unknown>;
  properties: Record<string, unknown> & { distinct_id?: string };
};

/** The events of one request to PostHog's capture endpoints, whatever its encoding. */
function decodePostHogEvents(request: Request): PostHogEvent[] {
  const body = request.postDataBuffer();
  if (!body || body.length === 0) return [];
  const url = new URL(request.url());
  let text: string;
  // gzip (PostHog's "gzip-js", recognised by its magic bytes), base64 form data, or JSON.
  if (body[0] === 0x1f && body[1] === 0x8b) {
    text = gunzipSync(body).toString("utf8");
  } else if (url.searchParams.get("compression") === "base64") {
    const data = new URLSearchParams(body.toString("utf8")).get("data") ?? "";
    text = Buffer.from(data, "base64").toString("utf8");
  } else {
    text = body.toString("utf8");
  }
  const parsed = JSON.parse(text) as
    PostHogEvent | PostHogEvent[] | { batch: PostHogEvent[] };
  if (Array.isArray(parsed)) return parsed;
  if ("batch" in parsed) return parsed.batch;
  return [parsed];
}

const CAPTURE_PATHS = /^\/(?:e|i\/v0\/e|batch|capture)\/?$/;

const corsHeaders = (request: Request) => ({
  "Access-Control-Allow-Origin": request.headers()["origin"] ?? "*",
  "Access-Control-Allow-Credentials": "true",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
});

/**
 * Answers PostHog's host for this page: capture calls are decoded and kept; flags and remote
 * config answer empty; extension scripts answer an empty script.
 */
export async function fakePostHog(page: Page) {
  const events: PostHogEvent[] = [];
  // PostHog drops the events of automated browsers (navigator.webdriver, a "Headless" brand):
  // this browser passes for a person's, as the site's visitors' do.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", {
      get: () => false,
    });
    Object.defineProperty(Navigator.prototype, "userAgentData", {
      get: () => undefined,
    });
  });
  await page.route(`${POSTHOG_HOST}/**`, async (route) => {
    const request = route.request();
    const headers = corsHeaders(request);
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers });
      return;
    }
    const { pathname } = new URL(request.url());
    if (CAPTURE_PATHS.test(pathname)) {
      events.push(...decodePostHogEvents(request));
      await route.fulfill({ headers, json: { status: 1 } });
    } else if (pathname.endsWith(".js")) {
      await route.fulfill({
        headers,
        contentType: "text/javascript",
        body: "",
      });
    } else {
      await route.fulfill({
        headers,
        json: pathname.startsWith("/flags")
          ? { featureFlags: {}, featureFlagPayloads: {}, flags: {} }
          : {},
      });
    }
  });
  return { events: () => [...events] };
}

/** A stand-in for Intercom's widget: it takes over the command queue and records every call. */
const FAKE_INTERCOM_WIDGET = `(function () {
  var calls = (window.__intercomCalls = window.__intercomCalls || []);
  var queued = (window.Intercom && window.Intercom.q) || [];
  function Intercom() { calls.push(Array.prototype.slice.call(arguments)); }
  window.Intercom = Intercom;
  for (var i = 0; i < queued.length; i++) Intercom.apply(null, queued[i]);
})();`;

export async function fakeIntercom(page: Page) {
  const requested: string[] = [];
  await page.route("https://widget.intercom.io/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: "text/javascript",
      body: FAKE_INTERCOM_WIDGET,
    });
  });
  return { requested: () => [...requested] };
}

export type IntercomCall = [string, Record<string, unknown>?];

export function intercomCalls(page: Page): Promise<IntercomCall[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __intercomCalls?: IntercomCall[] })
        .__intercomCalls ?? [],
  );
}

export const boots = (calls: IntercomCall[]) =>
  calls.filter(([command]) => command === "boot");

/** Signs in as `email` through the dialog on `origin`, lands in the mock platform app, returns to `path`. */
export async function signInAt(
  page: Page,
  origin: string,
  email: string,
  password: string,
) {
  await page.goto(`${origin}/?auth=login`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/__mock-arp/);
}

export async function logOut(page: Page) {
  const banner = page.getByRole("banner");
  await banner.locator("summary", { hasText: "Account menu" }).click();
  await banner.getByRole("button", { name: "Logout" }).click();
  await expect(
    banner
      .getByRole("link", { name: "Sign In" })
      .or(banner.getByRole("button", { name: "Sign In" })),
  ).toBeVisible();
}
