import { expect, test } from "@playwright/test";
import { spawnServer, startServer } from "./start-server";

test("GET /healthz answers 200 with the build version", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.version).toMatch(/^[0-9a-f]{8}$/);
});

test("hashed assets are cached immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("SIGTERM lets a slow request finish, then the process exits 0", async () => {
  const server = await startServer({ MOCKS: "true" });
  // The slow route sends its headers at once: when fetch resolves, the request is in flight.
  const response = await fetch(`${server.origin}/__mocks/slow?ms=1500`);
  expect(response.status).toBe(200);
  server.kill("SIGTERM");
  expect(await response.json()).toEqual({ delayedMs: 1500 });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGTERM received");
});

test("the server refuses to start on a bad configuration, listing the problems", async () => {
  const server = spawnServer({ MOCKS: "false", PORT: "abc" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration:");
  expect(server.output()).toContain("PORT: must be a number");
});

test("MOCKS=false without API_BASE_URL refuses to start with a clear message", async () => {
  const server = spawnServer({ MOCKS: "false" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    "API_BASE_URL: is required when MOCKS=false",
  );
});

test("with no configuration the mock upstream is on and says so in one line", async () => {
  const server = await startServer({});
  try {
    expect(server.output()).toMatch(/Mock upstream in use/);
    const mailbox = await fetch(`${server.origin}/__mocks/mailbox?email=x@y.z`);
    expect(await mailbox.json()).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("with a real upstream the mock pages do not exist", async () => {
  const server = await startServer({
    MOCKS: "false",
    API_BASE_URL: "http://127.0.0.1:9",
    ARP_URL: "http://127.0.0.1:9/app",
    SESSION_SECRET: "a-session-secret-that-is-long-enough-for-prod",
  });
  try {
    expect(server.output()).not.toMatch(/Mock upstream/);
    expect(
      (await fetch(`${server.origin}/__mocks/mailbox?email=x@y.z`)).status,
    ).toBe(404);
    expect((await fetch(`${server.origin}/__mock-error`)).status).toBe(404);
  } finally {
    await server.stop();
  }
});

test("access logs carry neither cookies nor tokens", async () => {
  const server = await startServer({});
  try {
    // The sign-up link of the mails: its email and code must not reach the log.
    await fetch(`${server.origin}/?email=someone%40example.com&vuid=123456`, {
      headers: { Cookie: "__aden_session=cookie-value-xyz" },
      redirect: "manual",
    });
    await expect
      .poll(() => server.output())
      .toMatch(/GET \/\?email=\[redacted\]&vuid=\[redacted\] 302/);
    expect(server.output()).not.toContain("cookie-value-xyz");
    expect(server.output()).not.toContain("123456");
  } finally {
    await server.stop();
  }
});
