import { createRequire } from "node:module";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as AuthSession from "~/lib/auth-session.server";
import { signIn, signOut } from "~/lib/auth-session.server";
import { carriesSessionCookie, enforceCachePolicy } from "~/lib/cache.server";
import {
  currentRequestContext,
  runWithRequestContext,
} from "~/lib/request-context.server";
import type * as Sessions from "~/lib/session.server";
import {
  commitSession,
  getSession,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
} from "~/lib/session.server";
import type * as SessionStores from "~/lib/session-store.server";
import {
  memorySessionStore,
  newSessionId,
  type SessionRecord,
  type SessionStore,
} from "~/lib/session-store.server";
import type * as LogCapture from "./log-capture";

// Issue 24: sessions live on the server, end at logout, and end on their own after an idle
// period and an absolute lifetime.
const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIMES = { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS };
const ANSWER = {
  token: "jwt-of-ada",
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
};

const requestWith = (cookie?: string) =>
  new Request("http://localhost:3000/", {
    headers: cookie ? { Cookie: cookie } : {},
  });
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

async function signedInCookie() {
  const session = await getSession(requestWith());
  signIn(session, ANSWER);
  return cookiePair(await commitSession(session));
}

describe("session lifetimes", () => {
  it("end after 7 days idle and 30 days in all", () => {
    expect(SESSION_IDLE_TIMEOUT_SECONDS).toBe(604_800);
    expect(SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(2_592_000);
  });

  it("the cookie lasts no longer than the session may (30 days)", async () => {
    const session = await getSession(requestWith());
    signIn(session, ANSWER);
    expect(await commitSession(session)).toContain("Max-Age=2592000");
  });
});

describe("a session on the server", () => {
  it("keeps the token out of the cookie: it carries a signed id only", async () => {
    const cookie = await signedInCookie();
    expect(cookie).not.toContain("jwt-of-ada");
    expect(decodeURIComponent(cookie)).not.toContain("Ada");
    expect((await getSession(requestWith(cookie))).get("token")).toBe(
      "jwt-of-ada",
    );
  });

  it("signs no one in with a copy of the cookie taken before logout", async () => {
    const before = await signedInCookie();
    const session = await getSession(requestWith(before));
    signOut(session);
    const after = await commitSession(session);
    expect(after).not.toContain(before.split("=")[1]);

    const replayed = await getSession(requestWith(before));
    expect(replayed.get("token")).toBeUndefined();
    expect(replayed.get("user")).toBeUndefined();
    expect(replayed.id).toBe("");
  });

  it("gives a session a new id at sign-in, and the old one ends", async () => {
    const anonymous = await getSession(requestWith());
    anonymous.set("signup", { email: "ada@example.com" });
    const first = cookiePair(await commitSession(anonymous));

    const session = await getSession(requestWith(first));
    expect(session.get("signup")).toEqual({ email: "ada@example.com" });
    signIn(session, ANSWER);
    const second = cookiePair(await commitSession(session));

    expect(second).not.toBe(first);
    expect((await getSession(requestWith(first))).get("signup")).toBe(
      undefined,
    );
    expect((await getSession(requestWith(second))).get("token")).toBe(
      "jwt-of-ada",
    );
  });

  it("reads an unknown but well-signed id as a new session that gets an id of its own", async () => {
    const ended = await signedInCookie();
    const session = await getSession(requestWith(ended));
    signOut(session);
    await commitSession(session);

    const reused = await getSession(requestWith(ended));
    reused.set("signup", { email: "mallory@example.com" });
    const fresh = cookiePair(await commitSession(reused));
    expect(fresh).not.toBe(ended);
  });

  // Every spelling the cookie parser tolerates reads as the session, and so counts for caching.
  it.each([
    (pair: string) => pair.replace("=", " ="),
    (pair: string) => pair.replace("=", "\t="),
    (pair: string) => `  ${pair.replace("=", " = ")}`,
    (pair: string) => `theme=dark; ${pair}; ${pair}`,
  ])(
    "reads the signed-in session from a cookie spelled oddly (%#) and the cache sees it too",
    async (spell) => {
      const cookie = spell(await signedInCookie());
      expect((await getSession(requestWith(cookie))).get("token")).toBe(
        "jwt-of-ada",
      );
      expect(carriesSessionCookie(cookie)).toBe(true);
    },
  );
});

describe("the cookie parser", () => {
  it("is the very one Remix's sessions use, so the two can't disagree on a spelling", () => {
    const require = createRequire(import.meta.url);
    const remixRuntime = path.dirname(
      require.resolve("@remix-run/server-runtime/package.json"),
    );
    expect(require.resolve("cookie")).toBe(
      require.resolve("cookie", { paths: [remixRuntime] }),
    );
  });
});

describe("caching decided from the session as read", () => {
  it("makes a public page private and unstored once the session held a user", async () => {
    const cookie = await signedInCookie();
    // A Cookie header the cache's own check would not recognise: a name it doesn't know,
    // standing for any spelling a future parser might add.
    const headers = new Headers({ "Cache-Control": "public, s-maxage=300" });
    await runWithRequestContext(async () => {
      const session = await getSession(requestWith(cookie));
      expect(session.get("token")).toBe("jwt-of-ada");
      expect(currentRequestContext()?.personal).toBe(true);
      enforceCachePolicy(
        new Request("http://localhost:3000/pricing"),
        200,
        headers,
      );
    });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves an anonymous page public", async () => {
    const headers = new Headers({ "Cache-Control": "public, s-maxage=300" });
    await runWithRequestContext(async () => {
      await getSession(requestWith("theme=dark"));
      enforceCachePolicy(
        new Request("http://localhost:3000/pricing"),
        200,
        headers,
      );
    });
    expect(headers.get("Cache-Control")).toBe("public, s-maxage=300");
  });
});

describe("memorySessionStore", () => {
  const record = (createdAt: number): SessionRecord => ({
    data: { token: "t" },
    createdAt,
  });

  it("ends a session idle for 7 days, and renews one read within them", async () => {
    // Not 0: the cache reads a start time of 0 as "never expires".
    const start = 1_000;
    let now = start;
    const store = memorySessionStore(LIFETIMES, { now: () => now });
    await store.write("active", record(start));
    await store.write("idle", record(start));
    for (let day = 1; day <= 10; day += 1) {
      now = start + day * DAY_MS;
      expect(await store.read("active")).not.toBeNull();
    }
    expect(await store.read("idle")).toBeNull();
  });

  it("ends a session 30 days after it began, however active", async () => {
    const start = 1_000;
    let now = start;
    const store = memorySessionStore(LIFETIMES, { now: () => now });
    await store.write("busy", record(start));
    for (let day = 1; day < 30; day += 1) {
      now = start + day * DAY_MS;
      expect(await store.read("busy")).not.toBeNull();
    }
    now = start + 30 * DAY_MS;
    expect(await store.read("busy")).toBeNull();
  });

  it("keeps at most its bound of sessions, ending the least recently used", async () => {
    const store = memorySessionStore(LIFETIMES, { maxSessions: 2 });
    await store.write("a", record(Date.now()));
    await store.write("b", record(Date.now()));
    await store.read("a");
    await store.write("c", record(Date.now()));
    expect(await store.read("b")).toBeNull();
    expect(await store.read("a")).not.toBeNull();
  });

  it("forgets a deleted session at once", async () => {
    const store = memorySessionStore(LIFETIMES, { now: () => 1_000 });
    await store.write("gone", record(1_000));
    await store.write("kept", record(1_000));
    await store.delete("gone");
    expect(await store.read("gone")).toBeNull();
    expect(await store.read("kept")).toEqual(record(1_000));
  });
});

describe("newSessionId", () => {
  it("is 32 random bytes in base64url: 43 URL-safe characters, new each time", () => {
    const first = newSessionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionId()).not.toBe(first);
  });
});

describe("redisSessionStore", () => {
  // Loaded afresh in each test: the key prefix is set when the module loads, and mutation
  // testing switches a mutant on only once the tests start.
  let redisSessionStore: typeof SessionStores.redisSessionStore;
  beforeEach(async () => {
    vi.resetModules();
    ({ redisSessionStore } = await import("~/lib/session-store.server"));
  });

  /** An expiry as Redis takes it: "EX" and whole seconds; anything else is a syntax error. */
  function expiryOf(mode: string, seconds: number) {
    if (mode !== "EX" || !Number.isInteger(seconds)) {
      throw new Error("ERR syntax error");
    }
    return seconds;
  }

  /** The three commands the store uses, on a map; expiry seconds are recorded, not run. */
  function fakeRedis() {
    const values = new Map<string, string>();
    const expirySeconds = new Map<string, number>();
    const redis = {
      async getex(key: string, mode: string, seconds: number) {
        const expiry = expiryOf(mode, seconds);
        if (!values.has(key)) return null;
        expirySeconds.set(key, expiry);
        return values.get(key)!;
      },
      async set(key: string, value: string, mode: string, seconds: number) {
        const expiry = expiryOf(mode, seconds);
        values.set(key, value);
        expirySeconds.set(key, expiry);
        return "OK";
      },
      async del(key: string) {
        return Number(values.delete(key));
      },
    };
    return { redis: redis as unknown as Redis, values, expirySeconds };
  }

  it("writes each record under its own key, expiring after 7 idle days, renewed on read", async () => {
    const { redis, values, expirySeconds } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, { now: () => 1_000 });
    await store.write("abc", { data: { token: "t" }, createdAt: 1_000 });
    expect([...values.keys()]).toEqual(["aden-session:abc"]);
    expect(expirySeconds.get("aden-session:abc")).toBe(604_800);
    expirySeconds.clear();
    expect(await store.read("abc")).toEqual({
      data: { token: "t" },
      createdAt: 1_000,
    });
    expect(expirySeconds.get("aden-session:abc")).toBe(604_800);
  });

  it("deletes a record past its 30 days, and one it can't read", async () => {
    const { redis, values } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, {
      now: () => 30 * DAY_MS,
    });
    await store.write("old", { data: {}, createdAt: 0 });
    values.set("aden-session:garbled", "{not json");
    expect(await store.read("old")).toBeNull();
    expect(await store.read("garbled")).toBeNull();
    expect(values.size).toBe(0);
  });

  it("reads a record one millisecond short of 30 days, as written and nothing more", async () => {
    const { redis, values } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, {
      now: () => 30 * DAY_MS - 1,
    });
    values.set(
      "aden-session:young",
      JSON.stringify({ data: { token: "t" }, createdAt: 0, extra: true }),
    );
    expect(await store.read("young")).toEqual({
      data: { token: "t" },
      createdAt: 0,
    });
    expect(values.has("aden-session:young")).toBe(true);
  });

  it.each([
    ["no createdAt", { data: {} }],
    ["a createdAt in text", { data: {}, createdAt: "0" }],
    ["no data", { createdAt: 0 }],
    ["data null", { data: null, createdAt: 0 }],
    ["data in text", { data: "x", createdAt: 0 }],
  ])("deletes a record with %s", async (_case, stored) => {
    const { redis, values } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, { now: () => 1_000 });
    values.set("aden-session:odd", JSON.stringify(stored));
    expect(await store.read("odd")).toBeNull();
    expect(values.size).toBe(0);
  });

  it("answers null for an unknown id, deleting nothing", async () => {
    const { redis, values } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, { now: () => 1_000 });
    const deleted: string[] = [];
    const del = redis.del.bind(redis);
    redis.del = ((key: string) => {
      deleted.push(key);
      return del(key);
    }) as typeof redis.del;
    values.set("aden-session:other", "{}");
    expect(await store.read("unknown")).toBeNull();
    expect(deleted).toEqual([]);
  });

  it("deletes a session's key", async () => {
    const { redis, values } = fakeRedis();
    const store = redisSessionStore(redis, LIFETIMES, { now: () => 1_000 });
    await store.write("a", { data: {}, createdAt: 1_000 });
    await store.write("b", { data: {}, createdAt: 1_000 });
    await store.delete("a");
    expect([...values.keys()]).toEqual(["aden-session:b"]);
  });

  it("rounds an idle period up to whole seconds", async () => {
    const { redis, expirySeconds } = fakeRedis();
    const store = redisSessionStore(
      redis,
      { idleMs: 1_500, absoluteMs: 30 * DAY_MS },
      { now: () => 1_000 },
    );
    await store.write("a", { data: {}, createdAt: 1_000 });
    expect(expirySeconds.get("aden-session:a")).toBe(2);
  });
});

describe("the process's session store", () => {
  /*
   * The process's session store is made once, on first use, and kept on globalThis. Each test here
   * loads the modules afresh with no store yet, so the one they make is the one under test (read
   * on a fake clock when the test sets one), and puts the process's own back afterwards.
   */
  const STORE_KEY = Symbol.for("aden.session-store");
  const holder = globalThis as Record<symbol, unknown>;
  let processStore: unknown;
  let sessions: typeof Sessions;
  let auth: typeof AuthSession;
  let logs: typeof LogCapture;

  beforeEach(async () => {
    processStore = holder[STORE_KEY];
    delete holder[STORE_KEY];
    vi.resetModules();
    sessions = await import("~/lib/session.server");
    auth = await import("~/lib/auth-session.server");
    logs = await import("./log-capture");
  });

  afterEach(() => {
    holder[STORE_KEY] = processStore;
    vi.useRealTimers();
  });

  /** A request with the cookie, and the cookie the session is committed to after it. */
  async function visit(cookie: string) {
    const session = await sessions.getSession(requestWith(cookie));
    const next = cookiePair(await sessions.commitSession(session));
    return { session, cookie: next };
  }

  async function freshSignedInCookie() {
    const session = await sessions.getSession(requestWith());
    auth.signIn(session, ANSWER);
    return cookiePair(await sessions.commitSession(session));
  }

  it("keeps a session's id from request to request, and gives a fresh random one at sign-in", async () => {
    const anonymous = await sessions.getSession(requestWith());
    anonymous.set("signup", { email: "ada@example.com" });
    const first = cookiePair(await sessions.commitSession(anonymous));
    const again = await visit(first);
    expect(again.cookie).toBe(first);

    auth.signIn(again.session, ANSWER);
    const signedIn = cookiePair(await sessions.commitSession(again.session));
    const renewed = await sessions.getSession(requestWith(signedIn));
    expect(renewed.id).toMatch(/^[\w-]{43}$/);
    expect(renewed.id).not.toBe(again.session.id);
  });

  it("ends a session 30 days after sign-in, however often it is used", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-01T00:00:00Z") });
    let cookie = await freshSignedInCookie();
    for (let day = 6; day <= 24; day += 6) {
      vi.setSystemTime(Date.parse("2026-11-01T00:00:00Z") + day * DAY_MS);
      const used = await visit(cookie);
      expect(used.session.get("token")).toBe("jwt-of-ada");
      cookie = used.cookie;
    }
    vi.setSystemTime(Date.parse("2026-11-01T00:00:00Z") + 30 * DAY_MS - 1);
    expect((await visit(cookie)).session.get("token")).toBe("jwt-of-ada");
    vi.setSystemTime(Date.parse("2026-11-01T00:00:00Z") + 30 * DAY_MS);
    expect((await visit(cookie)).session.get("token")).toBeUndefined();
  });

  it("reads as signed out, and logs it, when the store can't be reached", async () => {
    const written = new Map<string, unknown>();
    const unreachable: SessionStore = {
      read: () => Promise.reject(new Error("connect ECONNREFUSED")),
      write: async (id, record) => {
        written.set(id, record);
      },
      delete: async () => {},
    };
    holder[STORE_KEY] = unreachable;
    const log = logs.captureLogs();
    const cookie = await freshSignedInCookie();
    expect(written.size).toBe(1);

    const session = await sessions.getSession(requestWith(cookie));
    expect(session.data).toEqual({});
    expect(log.records).toMatchObject([
      {
        level: "error",
        msg: "Session store unavailable",
        err: { message: "connect ECONNREFUSED" },
      },
    ]);
  });
});
