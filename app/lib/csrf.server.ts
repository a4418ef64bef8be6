import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv } from "./env.server";

/** The hidden field that carries the token in every auth form. */
export const CSRF_FIELD = "csrf";

let csrf: CSRF | undefined;

/**
 * Login CSRF defence beside the origin check (issue 14): a signed token in its own cookie, which
 * the auth forms repeat in a hidden field. A page on another site can make a browser post, but
 * can neither read our token nor set our cookie (`__Host-` over HTTPS).
 */
function authenticity(): CSRF {
  if (csrf) return csrf;
  const env = getEnv();
  const secure = env.siteUrl.startsWith("https://");
  csrf = new CSRF({
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

export function resetCsrfForTests() {
  csrf = undefined;
}
