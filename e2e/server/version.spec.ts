import { expect, test } from "@playwright/test";

test("GET /__version answers the build version the pages were rendered with, never cached", async ({
  request,
}) => {
  const response = await request.get("/__version");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { version } = await response.json();
  const { version: healthVersion } = await (
    await request.get("/healthz")
  ).json();
  expect(version).toBe(healthVersion);
  const html = await (await request.get("/")).text();
  const manifest = /\/assets\/manifest-([\w-]+)\.js/.exec(html)?.[1];
  expect(manifest).toBe(version);
});

test("with the mocks on, the mock-build-version cookie changes the answer for that browser only", async ({
  request,
}) => {
  const answered = await request.get("/__version", {
    headers: { Cookie: "mock-build-version=simulated-deploy" },
  });
  expect(await answered.json()).toEqual({ version: "simulated-deploy" });
  const plain = await (await request.get("/__version")).json();
  expect(plain.version).not.toBe("simulated-deploy");
});
