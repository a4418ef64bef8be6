import type { AddressInfo, Server } from "node:net";
import express from "express";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readGoogleCredential } from "./google";
import { introspectionRouter } from "./introspection";
import { escapeHtml, mockArpRouter, tokenOfHandOff } from "./mock-arp";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccounts } from "./seed";
import { createMockStore, type MockStore } from "./store";

/** The mocks' own pages, served by Express as server.ts serves them. */

// The site's outbox, as /__mocks/outbox shows it: a stand-in, so no queue is opened on disk.
const outbox = vi.hoisted(() => ({ getOutbox: vi.fn() }));
vi.mock("~/lib/outbox/outbox.server", () => outbox);

let store: MockStore;
let ready: Promise<void>;
let origin: string;
let server: Server;

beforeEach(async () => {
  store = createMockStore();
  ready = seedDemoAccounts(store);
  const app = express();
  app.use(introspectionRouter(store, ready), mockArpRouter(store));
  // One of the site's own pages, after the mocks' routers as in server.ts.
  app.get("/pricing", (_req, res) => {
    res.send("Pricing");
  });
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

describe("the introspection pages' answers", () => {
  it("say how to ask when the address is missing, and read one with spaces around it", async () => {
    const mailbox = await fetch(`${origin}/__mocks/mailbox?email=not-an-email`);
    expect(mailbox.status).toBe(400);
    expect(await mailbox.json()).toEqual({
      message:
        "Add the address to read: /__mocks/mailbox?email=you@example.com",
    });
    const credential = await fetch(`${origin}/__mocks/google-credential`);
    expect(credential.status).toBe(400);
    expect(await credential.json()).toEqual({
      message:
        "Add the address: /__mocks/google-credential?email=you@example.com",
    });
    const sent = store.sendCode("ada@example.com", "aden-ai-form", null);
    const spaced = await fetch(
      `${origin}/__mocks/mailbox?email=%20ada@example.com%20`,
    );
    expect(await spaced.json()).toEqual([
      expect.objectContaining({ code: sent.code }),
    ]);
  });

  it("leave the site's own pages' caching alone", async () => {
    const page = await fetch(`${origin}/pricing`);
    expect(page.headers.get("cache-control")).toBeNull();
  });

  it("list a lead without an e-mail among all the leads, never for an address", async () => {
    const noEmail = { firstname: "Cy" };
    store.addLead(noEmail);
    store.addLead(null);
    store.addLead("a lead that is not an object");
    expect(await (await fetch(`${origin}/__mocks/leads`)).json()).toEqual([
      noEmail,
      null,
      "a lead that is not an object",
    ]);
    expect(
      await (
        await fetch(`${origin}/__mocks/leads?email=cy@example.com`)
      ).json(),
    ).toEqual([]);
  });

  it("clear a fault with DELETE, answering that none is left", async () => {
    await fetch(`${origin}/__mocks/faults?mode=503`, { method: "POST" });
    const cleared = await fetch(`${origin}/__mocks/faults`, {
      method: "DELETE",
    });
    expect(await cleared.json()).toEqual({ fault: null });
  });

  it("refuse a wrong password with the upstream login's own message", async () => {
    const refused = await fetch(`${origin}/__mocks/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAIL, password: "nope" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Incorrect email or password.",
    });
  });

  it("make a Google credential with the names and picture asked for", async () => {
    const response = await fetch(
      `${origin}/__mocks/google-credential?email=gia@example.com` +
        "&given_name=Gia&family_name=Rossi&name=Gia%20Rossi" +
        "&picture=https%3A%2F%2Fexample.com%2Fgia.png",
    );
    const { credential } = (await response.json()) as { credential: string };
    expect(decodeJwt(credential)).toEqual({
      email: "gia@example.com",
      email_verified: true,
      given_name: "Gia",
      family_name: "Rossi",
      name: "Gia Rossi",
      picture: "https://example.com/gia.png",
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
  });

  it("answer /__mocks/slow after the time asked for, headers first", async () => {
    const response = await fetch(`${origin}/__mocks/slow?ms=20`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
    expect(await response.json()).toEqual({ delayedMs: 20 });
  });
});

describe("/__mocks/outbox", () => {
  it("shows the site's outbox in full: its store, the waiting and the refused leads", async () => {
    const waiting = [{ id: "lead-1", kind: "contact", attempts: 2 }];
    const rejected = [{ id: "lead-0", kind: "contact", status: 422 }];
    outbox.getOutbox.mockResolvedValueOnce({
      kind: "file",
      list: async () => waiting,
      rejected: async () => rejected,
    });
    const response = await fetch(`${origin}/__mocks/outbox`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ store: "file", waiting, rejected });
  });

  it("answers 503 with the reason when the outbox can't be opened", async () => {
    outbox.getOutbox.mockRejectedValueOnce(new Error("EACCES: data/outbox"));
    const response = await fetch(`${origin}/__mocks/outbox`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: "The outbox is unavailable: Error: EACCES: data/outbox",
    });
  });
});

describe("the mock platform app's pages", () => {
  const rowsOf = (html: string) =>
    [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(
      ([, term, value]) => [term, value],
    );

  it("lists who arrived, with (none) for what the account lacks, and keeps the page out of caches and indexes", async () => {
    const user = await store.createUser({ email: "ada@example.com" });
    const response = await fetch(
      `${origin}/__mock-arp/onboarding//?t=${handOff(await store.issueToken(user))}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain("<title>Signed in · Aden platform (mock)</title>");
    expect(html).toContain("Welcome, ada@example.com</h1>");
    expect(rowsOf(html)).toEqual([
      ["Email", "ada@example.com"],
      ["First name", "(none)"],
      ["Last name", "(none)"],
      ["Company", "(none)"],
      ["User id", String(user.id)],
      ["Team id", String(user.current_team_id)],
    ]);
  });

  it("greets a user with a last name only by it", async () => {
    const user = await store.createUser({
      email: "lane@example.com",
      lastname: "Lane",
    });
    const html = await (
      await fetch(
        `${origin}/__mock-arp?t=${handOff(await store.issueToken(user))}`,
      )
    ).text();
    expect(html).toContain("Welcome, Lane</h1>");
    expect(rowsOf(html).slice(1, 3)).toEqual([
      ["First name", "(none)"],
      ["Last name", "Lane"],
    ]);
  });

  it("refuses a bad link with an HTML page that says so", async () => {
    const response = await fetch(`${origin}/__mock-arp/onboarding`);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(
      "<title>Sign-in link not valid · Aden platform (mock)</title>",
    );
  });

  it("names the missing page, escaped and without its query", async () => {
    const response = await fetch(`${origin}/__mock-arp/Tom&Jerry's?t=abc`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Not found · Aden platform (mock)</title>");
    expect(html).toContain(
      '<h1 style="margin:0;font-size:28px">Page not found: /__mock-arp/Tom&amp;Jerry&#39;s</h1>',
    );
  });

  it("answers GET and HEAD only: 405 with Allow otherwise", async () => {
    const post = await fetch(`${origin}/__mock-arp/onboarding`, {
      method: "POST",
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(post.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await post.text()).toBe("");
    const head = await fetch(`${origin}/__mock-arp/reset-password`, {
      method: "HEAD",
    });
    expect(head.status).toBe(200);
  });

  it("reads a hand-off only when it starts with 'jwt '", () => {
    expect(tokenOfHandOff(btoa("Bearer jwt a.b.c"))).toBeNull();
    expect(tokenOfHandOff("")).toBeNull();
  });
});
