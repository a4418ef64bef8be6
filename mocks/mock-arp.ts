import express, { type Router } from "express";
import type { MockStore, MockUser } from "./store";

/**
 * A stand-in for the related application users are handed to after sign-in (behaviour §7). It reads
 * `t` (base64 of 'jwt ' + token), checks the token with the mock upstream and shows who arrived.
 * Plain HTML without script: the site's CSP forbids inline script.
 */

export const MOCK_ARP_PREFIX = "/__mock-arp";

/** The three places the site hands users to (behaviour §7), by path under the prefix. */
const DESTINATIONS: Record<string, string> = {
  "": "the platform home",
  "/onboarding": "onboarding",
  "/modules/aden-ai-form": "the AI form builder module",
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** The token carried by `t`, or null when `t` is not base64 of 'jwt ' + token. */
export function tokenOfHandOff(t: unknown): string | null {
  if (typeof t !== "string") return null;
  const decoded = Buffer.from(t, "base64").toString("utf8");
  const match = /^jwt (\S+)$/.exec(decoded);
  return match?.[1] ?? null;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Aden platform (mock)</title>
</head>
<body style="margin:0;background:#f4f6fb;color:#172033;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif">
<main style="max-width:640px;margin:64px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(23,32,51,.12)">
<p style="margin:0 0 24px;padding:8px 12px;border-radius:8px;background:#fff7e0;color:#6b4e00;font-size:14px">Mock platform app: it stands in for the Aden platform while the site runs against the mock upstream.</p>
${body}
<p style="margin-top:32px"><a href="/" style="color:#2453d4">Back to the website</a></p>
</main>
</body>
</html>`;
}

function arrivedPage(user: MockUser, destination: string): string {
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const rows: Array<[string, string]> = [
    ["Email", user.email],
    ["First name", user.firstname || "(none)"],
    ["Last name", user.lastname || "(none)"],
    ["Company", user.company_name ?? "(none)"],
    ["User id", String(user.id)],
    ["Team id", String(user.current_team_id)],
  ];
  const list = rows
    .map(
      ([term, value]) =>
        `<div style="display:flex;gap:16px;padding:6px 0;border-bottom:1px solid #e6e9f2"><dt style="width:120px;color:#5b6478">${escapeHtml(term)}</dt><dd style="margin:0">${escapeHtml(value)}</dd></div>`,
    )
    .join("\n");
  return page(
    "Signed in",
    `<h1 style="margin:0 0 8px;font-size:28px">Welcome, ${escapeHtml(name)}</h1>
<p style="margin:0 0 24px">You arrived at ${escapeHtml(destination)}, signed in with a valid session.</p>
<dl style="margin:0">
${list}
</dl>`,
  );
}

const refusedPage = () =>
  page(
    "Sign-in link not valid",
    `<h1 style="margin:0 0 8px;font-size:28px">This sign-in link is not valid</h1>
<p style="margin:0">It carries no valid session, or the session has expired. Sign in again on the website.</p>`,
  );

/** The default of PASSWORD_RESET_URL with the mocks on: "Forgot password?" in the sign-in dialog. */
const MOCK_PASSWORD_RESET_PATH = "/reset-password";

const passwordResetPage = () =>
  page(
    "Reset your password",
    `<h1 style="margin:0 0 8px;font-size:28px">Reset your password</h1>
<p style="margin:0 0 12px">This page stands in for the platform app's password reset page, where "Forgot password?" in the website's sign-in dialog leads.</p>
<p style="margin:0">The mock upstream sends no reset emails. To choose where the link goes, set <code>PASSWORD_RESET_URL</code>.</p>`,
  );

export function mockArpRouter(store: MockStore): Router {
  const router = express.Router();
  router.use(MOCK_ARP_PREFIX, async (req, res) => {
    res.set({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    });
    const path = req.path.replace(/\/+$/, "");
    const destination = DESTINATIONS[path];
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("");
      return;
    }
    if (path === MOCK_PASSWORD_RESET_PATH) {
      res.status(200).type("html").send(passwordResetPage());
      return;
    }
    if (destination === undefined) {
      res
        .status(404)
        .type("html")
        .send(
          page(
            "Not found",
            `<h1 style="margin:0;font-size:28px">Page not found: ${escapeHtml(req.originalUrl.split("?")[0] ?? "")}</h1>`,
          ),
        );
      return;
    }
    const token = tokenOfHandOff(req.query.t);
    const user = token ? await store.userOfToken(token) : null;
    if (!user) {
      res.status(401).type("html").send(refusedPage());
      return;
    }
    res.status(200).type("html").send(arrivedPage(user, destination));
  });
  return router;
}
