import { RELOAD_GUARD_MS } from "./constants";

/** When each path was last reloaded for a newer build or a failed chunk (epoch ms). */
export type ReloadLog = Record<string, number>;

/**
 * behaviour §4: a path is reloaded at most once per guard window, so a broken deploy (a build that
 * keeps looking newer, a chunk that keeps failing) can't reload in a loop.
 */
export function shouldReload(
  log: ReloadLog,
  path: string,
  now: number,
  windowMs = RELOAD_GUARD_MS,
): boolean {
  const last = log[path];
  return last === undefined || now - last >= windowMs || now < last;
}

/** The log after reloading `path` at `now`, without entries the window no longer needs. */
export function recordReload(
  log: ReloadLog,
  path: string,
  now: number,
  windowMs = RELOAD_GUARD_MS,
): ReloadLog {
  const kept: ReloadLog = {};
  for (const [key, at] of Object.entries(log)) {
    if (now - at < windowMs && now >= at) kept[key] = at;
  }
  kept[path] = now;
  return kept;
}

/** Reads a stored log; anything unreadable is an empty log. */
export function parseReloadLog(stored: string | null): ReloadLog {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      ),
    );
  } catch {
    return {};
  }
}
