import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { parseRecordId, parseRelation } from "./auth.server";
import { dialogHref } from "./dialog-url";
import { AUTH_INTENTS, signupEmailStepSchema } from "./forms/auth-schemas";
import { commitSession, type AppSession } from "./session.server";
import { checkVerifyCode, UpstreamError } from "./upstream.server";

/**
 * SPEC §2: a page URL with `email` and `vuid` opens sign-up at step 2, prefilled, and the two
 * parameters leave the address bar. The code is checked first (SPEC §4: step 2 follows a
 * successful check); a failed check opens step 1 with the message next to the code.
 */
export async function openSignupFromLink(
  url: URL,
  session: AppSession,
): Promise<Response | null> {
  const email = url.searchParams.get("email");
  const vuid = url.searchParams.get("vuid");
  if (email === null || vuid === null) return null;

  const cleanUrl = new URL(url);
  cleanUrl.searchParams.delete("email");
  cleanUrl.searchParams.delete("vuid");
  const relation = {
    rel: parseRelation(url.searchParams.get("rel")),
    rId: parseRecordId(url.searchParams.get("rId")),
  };

  const formData = new FormData();
  formData.set("email", email);
  formData.set("code", vuid);
  formData.set("intent", AUTH_INTENTS.checkCode);
  const submission = parseWithZod(formData, { schema: signupEmailStepSchema });
  const progress = session.get("signup");
  let location: string;
  if (submission.status === "success" && submission.value.code) {
    const { email: checkedEmail, code } = submission.value;
    try {
      await checkVerifyCode({ email: checkedEmail, vuid: code });
      session.set("signup", {
        ...progress,
        email: checkedEmail,
        verifiedCode: code,
      });
      location = dialogHref(cleanUrl, {
        auth: "signup",
        step: "2",
        ...relation,
      });
    } catch (error) {
      const message =
        error instanceof UpstreamError
          ? error.message
          : "Something went wrong. Please try again.";
      session.set("signup", { ...progress, email: checkedEmail });
      session.flash("authResult", {
        form: "signup-email",
        result: submission.reply({ fieldErrors: { code: [message] } }),
      });
      location = dialogHref(cleanUrl, { auth: "signup", ...relation });
    }
  } else {
    session.flash("authResult", {
      form: "signup-email",
      result: submission.reply(),
    });
    location = dialogHref(cleanUrl, { auth: "signup", ...relation });
  }
  return redirect(location, {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
