import type { AddressInfo, Server } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerEnv } from "~/lib/env.server";
import { startMockUpstream } from "./node";

/** The mock upstream as server.ts starts it: MSW on the API base, and the mocks' own pages. */

const API = "http://upstream.mock/api";
const env = {
  apiBaseUrl: API,
  siteUrl: "http://localhost:3000",
} as ServerEnv;

let mocks: ReturnType<typeof startMockUpstream>;
let site: Server;
let origin: string;

// Started for each test, so a mutation test run sees which test ran which line.
beforeEach(async () => {
  mocks = startMockUpstream(env);
  const app = express();
  app.use(mocks.router);
  // What server.ts does after the mocks' router: /__version and the app's catch-all route.
  app.get("/__version", (req, res) => {
    res.json({ version: mocks.buildVersionFor(req) ?? "the-real-build" });
  });
  app.use((_req, res) => {
    res.json({ deliberateFailure: res.locals.deliberateFailure ?? null });
  });
  await new Promise<void>((resolve) => {
    site = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterEach(async () => {
  site.close();
  await mocks.stop();
});

const versionWith = async (cookie?: string) =>
  (await (
    await fetch(`${origin}/__version`, {
      headers: cookie === undefined ? {} : { Cookie: cookie },
    })
  ).json()) as { version: string };

describe("startMockUpstream", () => {
  it("says at start where it answers, where the codes are, and the demo account", () => {
    expect(mocks.describe()).toBe(
      "Mock upstream in use (http://upstream.mock/api; set API_BASE_URL for a real one). " +
        "Sign-up codes: http://localhost:3000/__mocks/mailbox?email=you@example.com. " +
        "Demo account: demo@aden.dev / aden-demo-1234.",
    );
  });

  it("answers the API base from a seeded store, and leaves the site's own requests alone", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const login = await fetch(`${API}/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "demo@aden.dev",
        password: "aden-demo-1234",
      }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      firstname: "Demo",
      lastname: "User",
      email: "demo@aden.dev",
    });
    const form = await fetch(`${API}/online-form/equipment-service-request`);
    expect(form.status).toBe(200);
    // A request to another host (here the site itself) is passed through without a warning.
    const faults = await fetch(`${origin}/__mocks/faults`);
    expect(await faults.json()).toEqual({ fault: null });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shares one outage between /__mocks/faults and the lead calls", async () => {
    await fetch(`${origin}/__mocks/faults?mode=500&count=1`, {
      method: "POST",
    });
    const lead = await fetch(`${API}/test/homepage-cta`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstname: "Ada",
        lastname: "Lovelace",
        phone_number: "(1) 2025550143",
        email: "ada@example.com",
      }),
    });
    expect(lead.status).toBe(500);
  });

  it("serves the mock platform app", async () => {
    const response = await fetch(`${origin}/__mock-arp/reset-password`);
    expect(response.status).toBe(200);
  });

  it("/__mock-error asks the catch-all route to fail on purpose; other pages don't", async () => {
    expect(await (await fetch(`${origin}/__mock-error`)).json()).toEqual({
      deliberateFailure:
        "Deliberate failure of /__mock-error (mock upstream only)",
    });
    expect(await (await fetch(`${origin}/pricing`)).json()).toEqual({
      deliberateFailure: null,
    });
  });

  it("tells /__version the build its mock-build-version cookie names, among other cookies", async () => {
    expect(await versionWith()).toEqual({ version: "the-real-build" });
    expect(
      await versionWith("theme=dark; mock-build-version=build%202; x=1"),
    ).toEqual({ version: "build 2" });
    expect(await versionWith("mock-build-version=a=b")).toEqual({
      version: "a=b",
    });
    expect(await versionWith("mock-build-version=")).toEqual({
      version: "the-real-build",
    });
    expect(await versionWith("other-mock-build-version=3")).toEqual({
      version: "the-real-build",
    });
  });
});
