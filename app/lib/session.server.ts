import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { SESSION_COOKIE_NAME } from "./cache.server";
import { getEnv } from "./env.server";
import type { FlashToast } from "./toast";

// Grows with the auth issue: the token and the public user.
type SessionData = { token: string };
type SessionFlashData = { toast: FlashToast };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.siteUrl.startsWith("https://"),
      secrets: [env.sessionSecret],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, SessionFlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** Queue a toast for the next page the browser renders (works without JavaScript too). */
export function flashToast(session: AppSession, toast: Omit<FlashToast, "id">) {
  session.flash("toast", { ...toast, id: randomUUID() });
}
