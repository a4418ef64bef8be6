import type { RequestHandler } from "express";
import { redirects, type RedirectRule } from "../content/redirects";

/** The target of a rule for a request URL, keeping its query (the rule's own query wins). */
export function resolveRedirect(
  originalUrl: string,
  table: Record<string, RedirectRule> = redirects,
): { location: string; status: number } | null {
  const url = new URL(originalUrl, "http://site.invalid");
  const rule = table[url.pathname];
  if (!rule) return null;
  const target = new URL(rule.to, "http://site.invalid");
  // The rule's own parameters win; every value of the others is kept, repeated ones included.
  const setByRule = new Set(target.searchParams.keys());
  for (const [key, value] of url.searchParams) {
    if (!setByRule.has(key)) target.searchParams.append(key, value);
  }
  return {
    location: `${target.pathname}${target.search}`,
    status: rule.status,
  };
}

export const applyRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const match = resolveRedirect(req.originalUrl);
  if (!match) return next();
  res.redirect(match.status, match.location);
};
