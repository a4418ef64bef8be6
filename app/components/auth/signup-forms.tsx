import { getInputProps } from "@conform-to/react";
import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useHydrated } from "~/lib/hydration";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { dialogHref } from "~/lib/dialog-url";
import {
  AUTH_INTENTS,
  setPasswordSchema,
  signupEmailStepSchema,
} from "~/lib/forms/auth-schemas";
import { AUTH_DIALOG_MESSAGES, MESSAGES } from "~/lib/messages";
import { useRootData } from "~/lib/root-data";
import { AuthFormFrame } from "./auth-fields";
import { useAuthForm } from "./use-auth-form";
import { useCountdown } from "./use-countdown";

/** Step 1 (behaviour §2): the email, "Send code", then the code and "Continue". */
export function SignupEmailStep() {
  const signup = useRootData()?.auth.signup;
  const hydrated = useHydrated();
  const codeSent = Boolean(signup?.codeSent);
  const accountExists = Boolean(signup?.accountExists);
  const auth = useAuthForm("signup-email", signupEmailStepSchema, {
    email: signup?.email ?? "",
  });
  const { fields, fetcher, busy } = auth;
  const countdown = useCountdown(signup?.resendWaitSeconds ?? 0);
  const sending =
    busy && fetcher.formData?.get("intent") === AUTH_INTENTS.sendCode;
  const email = fields.email.value ?? "";
  const code = fields.code.value ?? "";
  // behaviour §4: with script the button counts down, disabled. Without it nothing could count,
  // so it stays usable with the wait said in words, and the server refuses an early resend.
  const counting = hydrated && countdown > 0;
  const waitInWords =
    !hydrated && countdown > 0 && !fields.email.errors?.length
      ? AUTH_DIALOG_MESSAGES.askAgainIn(countdown)
      : undefined;
  // Without script the buttons can't follow what is typed, so they stay usable and the server checks.
  const sendDisabled = busy || counting || (hydrated && !email.trim());
  const continueDisabled =
    busy || (hydrated && (!email.trim() || !code.trim()));

  const continueButton = {
    type: "submit",
    name: "intent",
    value: AUTH_INTENTS.checkCode,
    disabled: continueDisabled,
  } as const;

  return (
    <AuthFormFrame auth={auth}>
      {codeSent && !accountExists ? (
        // Enter in a field clicks the form's first submit button, which is "Send code" beside the
        // email: once a code was sent, Enter in the code field would ask for another (refused
        // early, or replacing the code just typed). This unseen first button makes Enter mean
        // Continue, with or without script; clicks and Tab reach only the visible buttons.
        <button {...continueButton} hidden tabIndex={-1}>
          {AUTH_DIALOG_MESSAGES.continue}
        </button>
      ) : null}
      <TextField
        label={AUTH_DIALOG_MESSAGES.email}
        autoComplete="email"
        hint={waitInWords}
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
        trailing={
          <Button
            type="submit"
            name="intent"
            value={AUTH_INTENTS.sendCode}
            variant="secondary"
            className="w-28 shrink-0"
            disabled={sendDisabled}
            aria-label={
              counting
                ? AUTH_DIALOG_MESSAGES.sendCodeAgainIn(countdown)
                : undefined
            }
          >
            {counting
              ? `${countdown}s`
              : sending
                ? AUTH_DIALOG_MESSAGES.sending
                : AUTH_DIALOG_MESSAGES.sendCode}
          </Button>
        }
      />
      {accountExists ? <ExistingAccountNotice /> : null}
      {codeSent ? (
        <TextField
          label={AUTH_DIALOG_MESSAGES.verificationCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          // Only a code this visitor asked for: an emailed link may carry one that is gone.
          hint={
            signup?.sentHere ? AUTH_DIALOG_MESSAGES.codeSentHint : undefined
          }
          errors={fields.code.errors}
          {...getInputProps(fields.code, { type: "text" })}
        />
      ) : null}
      {accountExists ? null : (
        <Button {...continueButton} block>
          {busy && !sending
            ? AUTH_DIALOG_MESSAGES.checking
            : AUTH_DIALOG_MESSAGES.continue}
        </Button>
      )}
    </AuthFormFrame>
  );
}

/**
 * Sign-up met an account for this email (the upstream said so, or another tab just made it):
 * one state instead of a code hint beside a "no code was sent" (issue 25). Log in opens with the
 * email filled in.
 */
function ExistingAccountNotice() {
  const location = useLocation();
  const [params] = useSearchParams();
  const loginHref = dialogHref(location, {
    auth: "login",
    rel: params.get("rel") ?? undefined,
    rId: params.get("rId") ?? undefined,
  });
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg bg-ink-50 px-3.5 py-3 text-sm text-ink-800"
    >
      <p>{MESSAGES.accountExists}</p>
      <Link
        to={loginHref}
        replace
        preventScrollReset
        className={buttonClasses({ block: true })}
      >
        {AUTH_DIALOG_MESSAGES.logIn}
      </Link>
    </div>
  );
}

/** Step 2 (behaviour §2): a password for the verified email. */
export function SignupPasswordStep() {
  const rootData = useRootData();
  const auth = useAuthForm("signup-password", setPasswordSchema);
  const { fields, busy } = auth;

  return (
    <AuthFormFrame
      auth={auth}
      intro={
        <p className="text-sm text-ink-600">
          {AUTH_DIALOG_MESSAGES.creatingAccountFor}{" "}
          <span className="font-semibold text-ink-900">
            {rootData?.auth.signup.email}
          </span>
        </p>
      }
    >
      <TextField
        label={AUTH_DIALOG_MESSAGES.password}
        autoComplete="new-password"
        hint={AUTH_DIALOG_MESSAGES.passwordHint}
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <TextField
        label={AUTH_DIALOG_MESSAGES.confirmPassword}
        autoComplete="new-password"
        errors={fields.confirmPassword.errors}
        {...getInputProps(fields.confirmPassword, { type: "password" })}
      />
      <Button
        type="submit"
        name="intent"
        value={AUTH_INTENTS.register}
        block
        disabled={busy}
      >
        {busy
          ? AUTH_DIALOG_MESSAGES.creatingAccount
          : AUTH_DIALOG_MESSAGES.createAccount}
      </Button>
    </AuthFormFrame>
  );
}
