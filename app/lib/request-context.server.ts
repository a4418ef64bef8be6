import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request has revealed about its visitor, decided where it is known and read wherever
 * caching is decided (docs/security.md, "The page cache"). The session module marks a request
 * personal when the session it read holds anything (a user, sign-up progress, a flash); the cache
 * policy and the in-memory page cache then keep its response out of every shared cache, whatever
 * the Cookie header looked like.
 */
export type RequestContext = { personal: boolean };

// server.ts and the Remix server build are separate bundles: one store per process, kept on
// globalThis like the configuration and the rate-limit counters.
const globalKey = Symbol.for("aden.request-context");
type GlobalWithContext = typeof globalThis & {
  [globalKey]?: AsyncLocalStorage<RequestContext>;
};

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as GlobalWithContext;
  holder[globalKey] ??= new AsyncLocalStorage<RequestContext>();
  return holder[globalKey];
}

/** Runs `handle` (the rest of a request's handling) with a fresh context of its own. */
export function runWithRequestContext<T>(handle: () => T): T {
  return storage().run({ personal: false }, handle);
}

/** The current request's context; undefined outside one (unit tests that call a loader). */
export function currentRequestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** The response to this request depends on who asked: no shared cache may keep it. */
export function markRequestPersonal() {
  const context = currentRequestContext();
  if (context) context.personal = true;
}
