import { expect, test, type APIRequestContext } from "@playwright/test";
import { startServer } from "./start-server";

/** The mock upstream's own pages (mocks/README.md), on the built server. */

const DEMO = { email: "demo@aden.dev", password: "aden-demo-1234" };
const handOff = (token: string) =>
  encodeURIComponent(Buffer.from(`jwt ${token}`).toString("base64"));

test("with no configuration: the start-up line names the mock, the mailbox and the demo account; the mailbox answers []", async () => {
  const server = await startServer({});
  try {
    // The server logs JSON lines (app/lib/logger.server.ts): the start-up line is one's msg.
    const startLine = server
      .output()
      .split("\n")
      .flatMap((line): string[] => {
        try {
          const { msg } = JSON.parse(line) as { msg?: unknown };
          return typeof msg === "string" ? [msg] : [];
        } catch {
          return [];
        }
      })
      .find((msg) => msg.startsWith("Mock upstream in use"));
    expect(startLine).toContain("http://upstream.mock/api");
    const port = new URL(server.origin).port;
    expect(startLine).toContain(
      `http://localhost:${port}/__mocks/mailbox?email=`,
    );
    expect(startLine).toContain(`${DEMO.email} / ${DEMO.password}`);
    const mailbox = await fetch(`${server.origin}/__mocks/mailbox?email=x@y.z`);
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get("cache-control")).toBe("no-store");
    expect(await mailbox.json()).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("the mailbox wants an address", async ({ request }) => {
  const response = await request.get("/__mocks/mailbox");
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toContain("?email=");
});

test("the leads list is JSON, never cached, and filters by address", async ({
  request,
}) => {
  const all = await request.get("/__mocks/leads");
  expect(all.status()).toBe(200);
  expect(all.headers()["cache-control"]).toBe("no-store");
  expect(Array.isArray(await all.json())).toBe(true);
  const none = await request.get(
    "/__mocks/leads?email=nobody-has-written%40example.com",
  );
  expect(await none.json()).toEqual([]);
});

test.describe("the mock platform app", () => {
  async function demoToken(request: APIRequestContext) {
    const response = await request.post("/__mocks/login", { data: DEMO });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  for (const [path, destination] of [
    ["/__mock-arp/onboarding", "onboarding"],
    ["/__mock-arp/modules/aden-ai-form", "the AI form builder module"],
    ["/__mock-arp", "the platform home"],
  ] as const) {
    test(`${path} shows who arrived for a valid t`, async ({ request }) => {
      const token = await demoToken(request);
      const response = await request.get(`${path}?t=${handOff(token)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["referrer-policy"]).toBe("no-referrer");
      expect(response.headers()["content-security-policy"]).toContain(
        "script-src 'self' 'nonce-",
      );
      const html = await response.text();
      expect(html).toContain("Welcome, Demo User");
      expect(html).toContain(`You arrived at ${destination}`);
      expect(html).toContain("Aden Demo Co.");
      expect(html).not.toMatch(/<script/i);
    });
  }

  test("the hand-off to {arp}?t= keeps t through the trailing-slash redirect", async ({
    request,
  }) => {
    const token = await demoToken(request);
    const response = await request.get(`/__mock-arp/?t=${handOff(token)}`);
    expect(response.url()).toMatch(/\/__mock-arp\?t=/);
    expect(await response.text()).toContain("Welcome, Demo User");
  });

  test("refuses a bad t", async ({ request }) => {
    const token = await demoToken(request);
    const [header, payload] = token.split(".");
    const tampered = `${header}.${payload}.${"A".repeat(43)}`;
    for (const t of [
      "",
      "not-base64-of-anything",
      handOff(tampered),
      encodeURIComponent(Buffer.from(`Bearer ${token}`).toString("base64")),
    ]) {
      const response = await request.get(`/__mock-arp/onboarding?t=${t}`);
      expect(response.status()).toBe(401);
      expect(await response.text()).toContain("This sign-in link is not valid");
    }
  });

  test("the test login refuses a wrong password", async ({ request }) => {
    const response = await request.post("/__mocks/login", {
      data: { email: DEMO.email, password: "not-the-password" },
    });
    expect(response.status()).toBe(400);
  });
});

test("with a real upstream, none of the mock pages exist", async () => {
  // Exactly the acceptance command: a local run needs no ARP_URL or SESSION_SECRET.
  const server = await startServer({
    MOCKS: "false",
    API_BASE_URL: "http://127.0.0.1:9",
  });
  try {
    expect(server.output()).not.toMatch(/Mock upstream/);
    for (const path of [
      "/__mocks/mailbox?email=x@y.z",
      "/__mocks/leads",
      "/__mocks/google-credential?email=x@y.z",
      "/__mock-arp/onboarding?t=abc",
      "/__mock-arp/modules/aden-ai-form",
      "/__mock-arp",
    ]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
    }
    const login = await fetch(`${server.origin}/__mocks/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(DEMO),
    });
    expect(login.status).not.toBe(200);
    expect(await login.text()).not.toContain("token");
  } finally {
    await server.stop();
  }
});
