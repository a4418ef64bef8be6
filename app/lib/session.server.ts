import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { Redis } from "ioredis";
import {
  createCookie,
  createSession,
  type Cookie,
  type Session,
} from "@remix-run/node";
import type { AuthFormName } from "./forms/auth-schemas";
import type { ContactActionData } from "./forms/contact-schema";
import type { PublicUser } from "./user";
import { carriesSessionCookie, sessionCookieName } from "./cache.server";
import { getEnv } from "./env.server";
import { markRequestPersonal } from "./request-context.server";
import {
  memorySessionStore,
  newSessionId,
  redisSessionStore,
  type SessionStore,
} from "./session-store.server";
import type { FlashToast } from "./toast";
import { getLogger } from "./logger.server";

/** Where a visitor is in sign-up (behaviour §4): kept on the server so the rules hold without script. */
export type SignupProgress = {
  email?: string;
  /** When a code was last sent, per email (behaviour §9: one resend per 60 s). */
  sentAt?: Record<string, number>;
  /** The code that passed check-verify-code for `email`: step 2 may register with it. */
  verifiedCode?: string;
  /** `email` already has an account: the dialog offers Log in with it instead (issue 25). */
  accountExists?: boolean;
};

type SessionData = {
  token: string;
  user: PublicUser;
  /** When the profile was last asked for, so it is not fetched on every navigation. */
  profileCheckedAt: number;
  profileLoaded: boolean;
  signup: SignupProgress;
};

type SessionFlashData = {
  toast: FlashToast;
  /** A form's result, carried across the redirect back to the page (post/redirect/get). */
  authResult: { form: AuthFormName; result: SubmissionResult<string[]> };
  /** The contact dialog's result, for a visitor without script (app/routes/contact.tsx). */
  contactResult: ContactActionData;
};

/** A session ends after 7 days without a request (ASVS 3.3.2; docs/decisions/043). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 60 * 60 * 24 * 7;
/** And 30 days after sign-in or its first use, however active (ASVS 3.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

export type AppSession = Session<SessionData, SessionFlashData>;

type Storage = {
  cookie: Cookie;
  store: SessionStore;
};

let storage: Storage | undefined;

function createStorage(): Storage {
  const env = getEnv();
  const secure = env.siteUrl.startsWith("https://");
  return {
    cookie: createCookie(sessionCookieName(secure), {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: env.sessionSecrets,
      // The record decides when a session ends; the cookie lasts no longer than it may.
      maxAge: SESSION_ABSOLUTE_LIFETIME_SECONDS,
    }),
    store: sessionStore(env.redisUrl),
  };
}

function sessionStorage(): Storage {
  storage ??= createStorage();
  return storage;
}

// server.ts and the Remix server build are separate bundles, and a development reload makes this
// module anew: one store per process, kept on globalThis like the rate-limit counters.
const globalKey = Symbol.for("aden.session-store");
type GlobalWithStore = typeof globalThis & { [globalKey]?: SessionStore };

function sessionStore(redisUrl: string | null): SessionStore {
  const holder = globalThis as GlobalWithStore;
  const lifetimes = {
    idleMs: SESSION_IDLE_TIMEOUT_SECONDS * 1000,
    absoluteMs: SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000,
  };
  holder[globalKey] ??= redisUrl
    ? redisSessionStore(
        new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000 }),
        lifetimes,
      )
    : memorySessionStore(lifetimes);
  return holder[globalKey];
}

/** When each session read from the store was created (its absolute lifetime runs from there). */
const createdAtOf = new WeakMap<AppSession, number>();
/** Sessions whose id changes when they are next committed: signed in or out since. */
const renewing = new WeakSet<AppSession>();

/**
 * The visitor's session. A cookie whose id has no record (logged out, ended, unknown) reads as a
 * new, empty session with no id, so nothing is ever written under an id someone else chose. A
 * session holding anything marks the request personal: no shared cache keeps the response.
 */
export async function getSession(request: Request): Promise<AppSession> {
  const { cookie, store } = sessionStorage();
  const id: unknown = await cookie.parse(request.headers.get("Cookie"));
  const record =
    typeof id === "string" && id !== "" ? await readRecord(store, id) : null;
  if (!record || typeof id !== "string") return createSession();
  const session = createSession(
    record.data as Partial<SessionData & SessionFlashData>,
    id,
  ) as AppSession;
  createdAtOf.set(session, record.createdAt);
  markRequestPersonal();
  return session;
}

/** A store that can't be reached signs no one in: the visitor reads as signed out, logged. */
async function readRecord(store: SessionStore, id: string) {
  try {
    return await store.read(id);
  } catch (error) {
    getLogger().error({ err: error }, "Session store unavailable");
    return null;
  }
}

/**
 * The session gets a new id when it is next committed, and its old record ends: on sign-in (no
 * id known before it carries a user, ASVS 3.2.1) and on sign-out.
 */
export function renewSessionId(session: AppSession) {
  renewing.add(session);
}

/**
 * The Set-Cookie value for a session. A session with nothing left in it removes the cookie and
 * its record, so a cookie that is present but reads as empty always means it could not be read.
 */
export async function commitSession(session: AppSession): Promise<string> {
  if (Object.keys(session.data).length === 0) return destroySession(session);
  const { cookie, store } = sessionStorage();
  let id = session.id;
  let createdAt = createdAtOf.get(session) ?? Date.now();
  if (id !== "" && renewing.has(session)) {
    await store.delete(id);
    id = "";
  }
  if (id === "") {
    id = newSessionId();
    createdAt = Date.now();
  }
  await store.write(id, { data: session.data, createdAt });
  return cookie.serialize(id);
}

/** Ends the session: its record is deleted and the browser told to drop the cookie. */
export async function destroySession(session: AppSession): Promise<string> {
  const { cookie, store } = sessionStorage();
  if (session.id !== "") await store.delete(session.id);
  return cookie.serialize("", { maxAge: undefined, expires: new Date(0) });
}

/**
 * The request carried our cookie, but it could not be read (tampered with, or signed with an
 * old secret): the visitor is treated as signed out.
 */
export function hasUnreadableSessionCookie(
  request: Request,
  session: AppSession,
) {
  return (
    carriesSessionCookie(request.headers.get("Cookie")) &&
    Object.keys(session.data).length === 0
  );
}

/** Queue a toast for the next page the browser renders (works without JavaScript too). */
export function flashToast(session: AppSession, toast: Omit<FlashToast, "id">) {
  session.flash("toast", { ...toast, id: randomUUID() });
}
