import type { AddressInfo, Server } from "node:net";
import express from "express";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readGoogleCredential } from "./google";
import { introspectionRouter } from "./introspection";
import { escapeHtml, mockArpRouter, tokenOfHandOff } from "./mock-arp";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccounts } from "./seed";
import { createMockStore, type MockStore } from "./store";

/** The mocks' own pages, served by Express as server.ts serves them. */

let store: MockStore;
let ready: Promise<void>;
let origin: string;
let server: Server;

beforeEach(async () => {
  store = createMockStore();
  ready = seedDemoAccounts(store);
  const app = express();
  app.use(introspectionRouter(store, ready), mockArpRouter(store));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  server.close();
});

const handOff = (token: string) =>
  encodeURIComponent(Buffer.from(`jwt ${token}`).toString("base64"));

describe("/__mocks/mailbox", () => {
  it("lists the codes mailed to an address, with the sign-up link", async () => {
    const sent = store.sendCode("ada@example.com", "aden-homepage", "rec_3");
    const response = await fetch(
      `${origin}/__mocks/mailbox?email=Ada%40example.com`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual([
      {
        code: sent.code,
        link: `/?email=ada%40example.com&vuid=${sent.code}`,
        mode: "aden-homepage",
        rId: "rec_3",
        time: sent.time,
      },
    ]);
  });

  it("answers [] for an address that got nothing, and 400 without an address", async () => {
    expect(
      await (await fetch(`${origin}/__mocks/mailbox?email=x@y.z`)).json(),
    ).toEqual([]);
    const missing = await fetch(`${origin}/__mocks/mailbox`);
    expect(missing.status).toBe(400);
  });
});

describe("/__mocks/leads", () => {
  it("lists the leads as received, all or for one address", async () => {
    const ada = { firstname: "Ada", email: "ada@example.com", x: 1 };
    const bo = { firstname: "Bo", email: "bo@example.com" };
    store.addLead(ada);
    store.addLead(bo);
    expect(await (await fetch(`${origin}/__mocks/leads`)).json()).toEqual([
      ada,
      bo,
    ]);
    expect(
      await (
        await fetch(`${origin}/__mocks/leads?email=BO@example.com`)
      ).json(),
    ).toEqual([bo]);
  });
});

describe("/__mocks/online-form-submissions", () => {
  it("lists the answers received, all or for one form", async () => {
    store.addFormSubmission("equipment-service-request", { plant: "Plant 2" });
    store.addFormSubmission("patient-supply-request", { patientName: "Ana" });
    const all = await fetch(`${origin}/__mocks/online-form-submissions`);
    expect(all.headers.get("cache-control")).toBe("no-store");
    expect(await all.json()).toEqual([
      {
        formId: "equipment-service-request",
        answers: { plant: "Plant 2" },
        time: expect.any(String),
      },
      {
        formId: "patient-supply-request",
        answers: { patientName: "Ana" },
        time: expect.any(String),
      },
    ]);
    const one = await fetch(
      `${origin}/__mocks/online-form-submissions?form=patient-supply-request`,
    );
    expect(await one.json()).toEqual([
      expect.objectContaining({ formId: "patient-supply-request" }),
    ]);
  });
});

describe("/__mocks/login", () => {
  it("answers a session token for the right password only", async () => {
    const post = (body: unknown) =>
      fetch(`${origin}/__mocks/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const right = await post({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { token } = (await right.json()) as { token: string };
    expect(decodeJwt(token).email).toBe("demo@aden.dev");
    expect((await post({ email: DEMO_EMAIL, password: "nope" })).status).toBe(
      400,
    );
    expect((await post({ email: DEMO_EMAIL })).status).toBe(400);
  });
});

describe("/__mocks/google-credential", () => {
  it("answers a credential the mock's Google sign-in accepts", async () => {
    const response = await fetch(
      `${origin}/__mocks/google-credential?email=gia@example.com&given_name=Gia`,
    );
    const { credential } = (await response.json()) as { credential: string };
    expect(readGoogleCredential(credential)).toMatchObject({
      email: "gia@example.com",
      given_name: "Gia",
      email_verified: true,
    });
    const unverified = (await (
      await fetch(
        `${origin}/__mocks/google-credential?email=gia@example.com&email_verified=false`,
      )
    ).json()) as { credential: string };
    expect(readGoogleCredential(unverified.credential)).toBeNull();
  });
});

describe("the mock platform app (/__mock-arp)", () => {
  it.each([
    ["/__mock-arp/onboarding", "onboarding"],
    ["/__mock-arp/modules/aden-ai-form", "the AI form builder module"],
    ["/__mock-arp", "the platform home"],
    ["/__mock-arp/", "the platform home"],
  ])("%s shows who arrived", async (path, destination) => {
    const token = await store.issueToken(
      await store.createUser({
        email: "ada@example.com",
        firstname: "Ada",
        lastname: "Lovelace",
        company_name: "Analytical Engines Ltd",
      }),
    );
    const response = await fetch(`${origin}${path}?t=${handOff(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain("Welcome, Ada Lovelace");
    expect(html).toContain(`You arrived at ${destination}`);
    expect(html).toContain("ada@example.com");
    expect(html).toContain("Analytical Engines Ltd");
    expect(html).not.toMatch(/<script/i);
  });

  it("escapes what it echoes", async () => {
    const token = await store.issueToken(
      await store.createUser({
        email: "mallory@example.com",
        firstname: '<img src=x onerror="alert(1)">',
        company_name: "Tom & Jerry's",
      }),
    );
    const html = await (
      await fetch(`${origin}/__mock-arp/onboarding?t=${handOff(token)}`)
    ).text();
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Tom &amp; Jerry&#39;s");
  });

  it.each([
    ["no t", ""],
    ["t that is not base64 of 'jwt ' + token", "?t=garbage"],
    [
      "t without the jwt prefix",
      `?t=${encodeURIComponent(btoa("Bearer a.b.c"))}`,
    ],
    ["t with a token this upstream never issued", `?t=${handOff("a.b.c")}`],
  ])("refuses %s with 401", async (_, query) => {
    const response = await fetch(`${origin}/__mock-arp/onboarding${query}`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("This sign-in link is not valid");
  });

  it("answers 404 for a page it does not have, escaping the path", async () => {
    await ready;
    const demo = store.findUser(DEMO_EMAIL);
    if (!demo) throw new Error("the demo account is seeded");
    const token = await store.issueToken(demo);
    const response = await fetch(
      `${origin}/__mock-arp/%3Cb%3Eelsewhere?t=${handOff(token)}`,
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("<b>");
  });

  it("stands in for the password reset page, with no session needed, and says what it is", async () => {
    const response = await fetch(`${origin}/__mock-arp/reset-password`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain(
      "<title>Reset your password · Aden platform (mock)</title>",
    );
    expect(html).toContain(
      "stands in for the platform app's password reset page",
    );
    expect(html).toContain("PASSWORD_RESET_URL");
    expect(html).not.toMatch(/<script/i);
  });

  it("tokenOfHandOff reads only base64('jwt ' + token)", () => {
    expect(tokenOfHandOff(btoa("jwt a.b.c"))).toBe("a.b.c");
    expect(tokenOfHandOff(btoa("jwt "))).toBeNull();
    expect(tokenOfHandOff(btoa("jwt a b"))).toBeNull();
    expect(tokenOfHandOff(["x"])).toBeNull();
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
