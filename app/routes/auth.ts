import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  replace,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { signIn, userMessageOf } from "~/lib/auth-session.server";
import { hasValidCsrfToken } from "~/lib/csrf.server";
import { closeDialogHref, dialogHref } from "~/lib/dialog-url";
import { fitForCookie } from "~/lib/forms/flash-result";
import {
  AUTH_INTENTS,
  AUTH_MESSAGES,
  type AuthFormName,
  googleSchema,
  loginSchema,
  setPasswordSchema,
  signupEmailStepSchema,
} from "~/lib/forms/auth-schemas";
import { readFormData } from "~/lib/forms/read-form.server";
import {
  handoffRedirect,
  handoffUrl,
  targetAfterSignIn,
} from "~/lib/handoff.server";
import { MESSAGES } from "~/lib/messages";
import {
  addressKey,
  consumeRateLimit,
  emailKey,
  refundRateLimit,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";
import { parseRecordId, parseRelation, type Relation } from "~/lib/relations";
import { safeReturnTo } from "~/lib/return-to";
import {
  commitSession,
  flashToast,
  getSession,
  type AppSession,
} from "~/lib/session.server";
import {
  endSignup,
  isExistingAccountRefusal,
  recordCodeSent,
  recordExistingAccount,
  refusedToSendCode,
  resendWaitSeconds,
  verifyCodeMode,
  verifySignupCode,
} from "~/lib/signup.server";
import {
  login,
  oauthLogin,
  register,
  sendVerifyCode,
} from "~/lib/upstream.server";

/**
 * Every step of sign-in and sign-up posts here, with or without JavaScript. Each answer is a
 * redirect back to the page the dialog was opened on, with the dialog's state in the URL and the
 * form's result in the session (post/redirect/get), so script-less visitors see the same dialog,
 * errors next to the fields, as everyone else.
 */

type AuthContext = {
  session: AppSession;
  returnTo: string;
  rel: Relation | undefined;
  rId: string | undefined;
  /** The form was sent by script: a new-tab hand-off is possible. */
  scripted: boolean;
  clientAddress: string | undefined;
};

export function loader() {
  return redirect("/?auth=login");
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const context: AuthContext = {
    session: await getSession(request),
    returnTo: safeReturnTo(formData.get("returnTo")),
    rel: parseRelation(formData.get("rel")),
    rId: parseRecordId(formData.get("rId")),
    scripted: formData.get("clientMode") === "js",
    clientAddress: load.clientAddress,
  };
  const intent = formData.get("intent");
  // Closing only resets sign-up; everything else must come from our own dialog (issue 14).
  if (
    intent !== AUTH_INTENTS.close &&
    !(await hasValidCsrfToken(formData, request.headers))
  ) {
    return refuseForgedForm(formData, context);
  }
  switch (intent) {
    case AUTH_INTENTS.login:
      return logIn(formData, context);
    case AUTH_INTENTS.sendCode:
    case AUTH_INTENTS.checkCode:
      return signupEmailStep(formData, context);
    case AUTH_INTENTS.register:
      return createAccount(formData, context);
    case AUTH_INTENTS.google:
      return logInWithGoogle(formData, context);
    case AUTH_INTENTS.close:
      return closeDialog(context);
    default:
      return backToDialog(context, { auth: "login" });
  }
}

async function logIn(formData: FormData, context: AuthContext) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return backToDialog(
      context,
      { auth: "login" },
      "login",
      submission.reply({ hideFields }),
    );
  }
  const refusal = await credentialsRefusal(context, submission.value.email);
  if (refusal) {
    return backToDialog(
      context,
      { auth: "login" },
      "login",
      submission.reply({ formErrors: [refusal], hideFields }),
    );
  }
  try {
    signIn(context.session, await login(submission.value));
    return completeSignIn(context);
  } catch (error) {
    return backToDialog(
      context,
      { auth: "login" },
      "login",
      submission.reply({ formErrors: [userMessageOf(error)], hideFields }),
    );
  }
}

async function signupEmailStep(formData: FormData, context: AuthContext) {
  const submission = parseWithZod(formData, { schema: signupEmailStepSchema });
  if (submission.status !== "success") {
    return backToDialog(
      context,
      { auth: "signup" },
      "signup-email",
      submission.reply(),
    );
  }
  const { intent, email, code } = submission.value;
  const fail = (fieldErrors: Record<string, string[]>, formErrors?: string[]) =>
    backToDialog(
      context,
      { auth: "signup" },
      "signup-email",
      submission.reply({ fieldErrors, formErrors }),
    );

  // The code never comes back; the dialog says why it can't be used (issue 25).
  const existingAccount = () =>
    backToDialog(
      context,
      { auth: "signup" },
      "signup-email",
      submission.reply({ hideFields: ["code"] }),
    );

  const refusal = await credentialsRefusal(context, email);
  if (refusal) return fail({}, [refusal]);

  if (intent === AUTH_INTENTS.checkCode && code) {
    const check = await verifySignupCode(context.session, { email, code });
    if (check.verified) {
      return backToDialog(context, { auth: "signup", step: "2" });
    }
    return check.accountExists
      ? existingAccount()
      : fail({ code: [check.message] });
  }

  const progress = context.session.get("signup");
  const wait = resendWaitSeconds(progress, email);
  if (wait > 0) {
    return fail({
      email: [`Please wait ${wait}s before requesting another code`],
    });
  }
  // The session's countdown is for the visitor; these hold for the address itself, whatever
  // cookie or tab asks (issue 14: once a minute, five an hour).
  const resendKeys = [emailKey(email)];
  const resend = await consumeRateLimit("codeResend", resendKeys);
  if (!resend.allowed) {
    return fail({
      email: [
        `Please wait ${resend.retryAfterSeconds}s before requesting another code`,
      ],
    });
  }
  const hourly = await consumeRateLimit("codeHourly", resendKeys);
  if (!hourly.allowed) {
    await refundRateLimit("codeResend", resendKeys);
    return fail({ email: [tooManyRequestsMessage(hourly.retryAfterSeconds)] });
  }
  try {
    await sendVerifyCode({
      email,
      mode: verifyCodeMode(context.rel),
      rId: context.rId,
    });
    context.session.set("signup", recordCodeSent(progress, email));
    flashToast(context.session, {
      type: "success",
      message: AUTH_MESSAGES.codeSent,
    });
    return backToDialog(context, { auth: "signup" });
  } catch (error) {
    // behaviour §4: only a code that went out starts the wait; a refusal is said again as often
    // as the visitor asks.
    if (refusedToSendCode(error)) {
      await refundRateLimit("codeResend", resendKeys);
      await refundRateLimit("codeHourly", resendKeys);
    }
    if (isExistingAccountRefusal(error)) {
      recordExistingAccount(context.session, email);
      return existingAccount();
    }
    return fail({}, [userMessageOf(error)]);
  }
}

async function createAccount(formData: FormData, context: AuthContext) {
  const progress = context.session.get("signup");
  const submission = parseWithZod(formData, { schema: setPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (!progress?.email || !progress.verifiedCode) {
    // The verified email is gone (dialog closed, session expired): start sign-up again.
    return backToDialog(
      context,
      { auth: "signup" },
      "signup-email",
      submission.reply({
        formErrors: [MESSAGES.verifyEmailFirst],
        hideFields,
      }),
    );
  }
  if (submission.status !== "success") {
    return backToDialog(
      context,
      { auth: "signup", step: "2" },
      "signup-password",
      submission.reply({ hideFields }),
    );
  }
  const refusal = await credentialsRefusal(context, progress.email);
  if (refusal) {
    return backToDialog(
      context,
      { auth: "signup", step: "2" },
      "signup-password",
      submission.reply({ formErrors: [refusal], hideFields }),
    );
  }
  const credentials = {
    email: progress.email,
    password: submission.value.password,
  };
  try {
    const answer =
      (await register({
        ...credentials,
        signupCode: progress.verifiedCode,
        rel: context.rel,
      })) ?? (await login(credentials));
    signIn(context.session, answer);
    return completeSignIn(context);
  } catch (error) {
    if (isExistingAccountRefusal(error)) {
      // Another tab (or device) finished this sign-up: step 1 says so and offers Log in.
      recordExistingAccount(context.session, progress.email);
      return backToDialog(context, { auth: "signup" });
    }
    return backToDialog(
      context,
      { auth: "signup", step: "2" },
      "signup-password",
      submission.reply({ formErrors: [userMessageOf(error)], hideFields }),
    );
  }
}

async function logInWithGoogle(formData: FormData, context: AuthContext) {
  const submission = parseWithZod(formData, { schema: googleSchema });
  // The credential is a signed token of Google's: it never comes back to the page.
  const hideFields = ["credential"];
  const auth = formData.get("mode") === "signup" ? "signup" : "login";
  const form: AuthFormName = auth === "signup" ? "signup-email" : "login";
  if (submission.status !== "success") {
    return backToDialog(
      context,
      { auth },
      form,
      submission.reply({ hideFields }),
    );
  }
  const refusal = await credentialsRefusal(context, undefined);
  if (refusal) {
    return backToDialog(
      context,
      { auth },
      form,
      submission.reply({ formErrors: [refusal], hideFields }),
    );
  }
  try {
    signIn(
      context.session,
      await oauthLogin({
        credential: submission.value.credential,
        rel: context.rel,
      }),
    );
    return completeSignIn(context);
  } catch (error) {
    return backToDialog(
      context,
      { auth },
      form,
      submission.reply({ formErrors: [userMessageOf(error)], hideFields }),
    );
  }
}

/** Back to the dialog the form came from, with a message above it and nothing done. */
function refuseForgedForm(formData: FormData, context: AuthContext) {
  const email = formData.get("email");
  // The typed email comes back; passwords and codes never do.
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: typeof email === "string" ? { email } : null,
    error: { "": [MESSAGES.formExpired] },
  };
  switch (formData.get("intent")) {
    case AUTH_INTENTS.sendCode:
    case AUTH_INTENTS.checkCode:
      return backToDialog(context, { auth: "signup" }, "signup-email", result);
    case AUTH_INTENTS.register:
      return backToDialog(
        context,
        { auth: "signup", step: "2" },
        "signup-password",
        result,
      );
    default:
      return backToDialog(context, { auth: "login" }, "login", result);
  }
}

/**
 * Issue 14: ten attempts a minute per client address and per email address, so neither a
 * script rotating addresses nor one dropping its cookie can keep guessing. The message shows
 * with the form; nothing reaches the upstream.
 */
async function credentialsRefusal(
  context: AuthContext,
  email: string | undefined,
) {
  const verdict = await consumeRateLimit("credentials", [
    addressKey(context.clientAddress),
    emailKey(email),
  ]);
  return verdict.allowed
    ? null
    : tooManyRequestsMessage(verdict.retryAfterSeconds);
}

/**
 * behaviour §4/§7: hand the new session to the platform app. The form product opens its module in a
 * new tab when script can open one (through /auth/handoff, so the token never reaches page
 * script); otherwise the browser is redirected.
 */
async function completeSignIn(context: AuthContext) {
  const target = targetAfterSignIn(context.rel);
  const setCookie = await commitSession(context.session);
  if (target === "ai-form" && context.scripted) {
    return data(
      { openInNewTab: `/auth/handoff?to=${target}`, then: context.returnTo },
      { headers: { "Set-Cookie": setCookie } },
    );
  }
  const token = context.session.get("token") ?? "";
  return handoffRedirect(handoffUrl(token, target), setCookie);
}

async function backToDialog(
  context: AuthContext,
  state: { auth: "login" | "signup"; step?: "2" },
  form?: AuthFormName,
  result?: SubmissionResult<string[]>,
) {
  if (form && result) {
    context.session.flash("authResult", { form, result: fitForCookie(result) });
  }
  const url = new URL(context.returnTo, "http://site.invalid");
  const location = dialogHref(url, {
    auth: state.auth,
    step: state.step,
    rel: context.rel,
    rId: context.rId,
  });
  // Each step's answer takes the place of the dialog's history entry (script follows the
  // `X-Remix-Replace` header): the entry behind it stays the page, where closing goes back to.
  return replace(location, {
    headers: { "Set-Cookie": await commitSession(context.session) },
  });
}

/**
 * behaviour §4: closing the dialog resets sign-up. Script closes the dialog at once and tells the
 * server in the background; without script this answers with the page the dialog was on.
 */
async function closeDialog(context: AuthContext) {
  endSignup(context.session);
  const headers = { "Set-Cookie": await commitSession(context.session) };
  if (context.scripted) return data({ closed: true }, { headers });
  // The page without any dialog's state, whatever the form carried (a page cached before a
  // parameter joined DIALOG_PARAMS still posts it).
  const page = new URL(context.returnTo, "http://site.invalid");
  return redirect(`${closeDialogHref(page)}${page.hash}`, { headers });
}
