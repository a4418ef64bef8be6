import { get } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { freePort, spawnServer, startServer } from "./start-server";

test("GET /healthz answers 200 with the build version", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.version).toMatch(/^[0-9a-f]{8}$/);
});

for (const path of ["/healthz", "/readyz"]) {
  test(`GET ${path} carries the same security headers as a page`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain(
      "frame-ancestors 'none'",
    );
    expect(headers["permissions-policy"]).toContain("geolocation=()");
  });
}

test("hashed assets are cached immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

/** The raw answer to a GET with this Accept-Encoding: fetch() would decode it. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; type?: string; body: Buffer }>(
    (resolve, reject) => {
      get(
        url,
        { headers: { "accept-encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              type: response.headers["content-type"],
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on("error", reject);
    },
  );
}

test("hashed assets go out as the build compressed them: Brotli, else gzip, else plain (record 041)", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  // The framework's file: large enough that compression must pay (the first script in the page
  // can be a root facade of a hundred bytes, which Brotli can't halve).
  const script = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const url = `${baseURL}${script}`;
  const plain = await rawGet(url, "identity");
  expect(plain.encoding).toBeUndefined();
  expect(plain.type).toMatch(/^text\/javascript/);

  const brotli = await rawGet(url, "gzip, deflate, br");
  expect(brotli.encoding).toBe("br");
  expect(brotli.type).toMatch(/^text\/javascript/);
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);

  const gzip = await rawGet(url, "gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test("the document carries the built stylesheet in its head, not a link to it (decision 037)", async ({
  request,
}) => {
  for (const path of ["/", "/pricing", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<style id="site-css">');
    expect(head).toContain("tailwindcss");
    expect(head).toMatch(/@font-face\{font-family:Inter Variable/);
    expect(html).not.toContain('rel="stylesheet"');
  }
});

test("SIGTERM: /readyz turns 503, a slow request finishes, then the process exits 0", async () => {
  const server = await startServer({ MOCKS: "true" });
  const ready = await fetch(`${server.origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });

  // A connection with a request in flight is the one way to reach a draining server: it
  // accepts no new connections and closes idle ones.
  const socket = connect(Number(new URL(server.origin).port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  // The slow route sends its headers at once, then its body after 3 s.
  socket.write("GET /__mocks/slow?ms=3000 HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await expect.poll(() => received).toContain("HTTP/1.1 200");
  server.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("SIGTERM received");
  socket.write("GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await expect.poll(() => received, { timeout: 8_000 }).toContain("draining");
  expect(received).toContain('{"delayedMs":3000}');
  expect(received).toMatch(/HTTP\/1\.1 503/);
  socket.destroy();
  expect(await server.exited).toBe(0);
});

test("HEALTH_PORT: the probes answer on their own port, which turns /readyz 503 on SIGTERM", async () => {
  const healthPort = await freePort();
  const server = await startServer({
    MOCKS: "true",
    HEALTH_PORT: String(healthPort),
  });
  const probes = `http://127.0.0.1:${healthPort}`;
  const live = await fetch(`${probes}/healthz`);
  expect(live.status).toBe(200);
  expect(await live.json()).toMatchObject({ status: "ok" });
  expect(await (await fetch(`${probes}/readyz`)).json()).toEqual({
    status: "ready",
  });
  // Only the probes: the site is on its own port.
  expect((await fetch(`${probes}/`)).status).toBe(404);

  // A request in flight keeps the draining server up long enough to ask: the slow route sends
  // its headers at once, then its body after 3 s.
  const slow = await fetch(`${server.origin}/__mocks/slow?ms=3000`);
  server.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("SIGTERM received");
  const draining = await fetch(`${probes}/readyz`);
  expect(draining.status).toBe(503);
  expect(await draining.json()).toEqual({ status: "draining" });
  expect(await slow.json()).toEqual({ delayedMs: 3000 });
  expect(await server.exited).toBe(0);
});

test("oversized headers and URLs are refused with 431, and the server keeps serving", async ({
  baseURL,
}) => {
  const huge = "a".repeat(20 * 1024);
  const bigHeader = await fetch(`${baseURL}/`, {
    headers: { "X-Padding": huge },
  });
  expect(bigHeader.status).toBe(431);
  const bigUrl = await fetch(`${baseURL}/blog?q=${huge}`);
  expect(bigUrl.status).toBe(431);
  expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
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
    // Liveness and readiness never depend on the upstream (which is down here).
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
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
      headers: { Cookie: "aden_session=cookie-value-xyz" },
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
