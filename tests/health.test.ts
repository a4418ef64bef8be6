import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthEndpoints } from "../server/health";

// The probes on the site's own port (docs/deploy.md): liveness with the build, readiness until
// a shutdown begins.
let origin = "";
let draining = false;
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(
    healthEndpoints({
      buildVersion: () => "build-7",
      isDraining: () => draining,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function probe(path: string) {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as unknown,
  };
}

describe("healthEndpoints", () => {
  it("says the process is live, with its build", async () => {
    expect(await probe("/healthz")).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "ok", version: "build-7" },
    });
  });

  it("is ready until the server drains, then answers 503", async () => {
    draining = false;
    expect(await probe("/readyz")).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "ready" },
    });
    draining = true;
    expect(await probe("/readyz")).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "draining" },
    });
  });
});
