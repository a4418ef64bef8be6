import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv, type ServerEnv } from "./env.server";

/** The hidden field that carries the token in every auth form. */
export const CSRF_FIELD = "csrf";

// One per configuration, which is one per process outside tests: a test that changes the
// configuration gets a token issuer of its own without resetting this module.
const byConfiguration = new WeakMap<ServerEnv, CSRF>();

/**
 * Login CSRF defence beside the origin check (issue 14): a signed token in its own cookie, which
 * the auth forms repeat in a hidden field. A page on another site can make a browser post, but
 * can neither read our token nor set our cookie (`__Host-` over HTTPS).
 */
function authenticity(): CSRF {
  const env = getEnv();
  const made = byConfiguration.get(env);
  if (made) return made;
  const secure = env.siteUrl.startsWith("https://");
  const csrf = new CSRF({
    cookie: createCookie(secure ? "__Host-aden_csrf" : "aden_csrf", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: env.sessionSecrets,
    }),
    formDataKey: CSRF_FIELD,
    secret: env.sessionSecrets[0],
  });
  byConfiguration.set(env, csrf);
  return csrf;
}

/** The visitor's token, and the Set-Cookie to send when they had none yet. */
export async function issueCsrfToken(
  request: Request,
): Promise<{ token: string; setCookie: string | null }> {
  const [token, setCookie] = await authenticity().commitToken(request);
  return { token, setCookie };
}

/** Whether a form post carries the token of the visitor's own cookie. */
export async function hasValidCsrfToken(
  formData: FormData,
  headers: Headers,
): Promise<boolean> {
  try {
    await authenticity().validate(formData, headers);
    return true;
  } catch (error) {
    if (error instanceof CSRFError) return false;
    throw error;
  }
}
