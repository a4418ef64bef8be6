import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { dialogHref } from "./dialog-url";
import { AUTH_INTENTS, signupEmailStepSchema } from "./forms/auth-schemas";
import { parseRecordId, parseRelation } from "./relations";
import { commitSession, type AppSession } from "./session.server";
import { verifySignupCode } from "./signup.server";

/**
 * behaviour §2: a page URL with `email` and `vuid` opens sign-up at step 2, prefilled, and the two
 * parameters leave the address bar. The code is checked first (behaviour §4: step 2 follows a
 * successful check); a failed check opens step 1 with the message next to the code.
 *
 * Only a document request carrying both parameters gets here: the visitor opened the emailed
 * link. The answer is a redirect to the clean URL, so neither a reload nor a prefetch repeats it.
 * A link opened after its account was made opens step 1 saying so, with Log in offered.
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
  const signupHref = (step?: "2") =>
    dialogHref(cleanUrl, {
      auth: "signup",
      step,
      rel: parseRelation(url.searchParams.get("rel")),
      rId: parseRecordId(url.searchParams.get("rId")),
    });

  const formData = new FormData();
  formData.set("email", email);
  formData.set("code", vuid);
  formData.set("intent", AUTH_INTENTS.checkCode);
  const submission = parseWithZod(formData, { schema: signupEmailStepSchema });
  let location = signupHref();
  if (submission.status === "success" && submission.value.code) {
    const check = await verifySignupCode(session, {
      email: submission.value.email,
      code: submission.value.code,
    });
    if (check.verified) {
      location = signupHref("2");
    } else if (!check.accountExists) {
      session.flash("authResult", {
        form: "signup-email",
        result: submission.reply({ fieldErrors: { code: [check.message] } }),
      });
    }
  } else {
    session.flash("authResult", {
      form: "signup-email",
      result: submission.reply(),
    });
  }
  return redirect(location, {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
