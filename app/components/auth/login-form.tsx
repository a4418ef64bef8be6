import { getInputProps } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { AUTH_INTENTS, loginSchema } from "~/lib/forms/auth-schemas";
import { useRootData } from "~/lib/root-data";
import { AuthFormFrame } from "./auth-fields";
import { useAuthForm } from "./use-auth-form";
import { AUTH_DIALOG_MESSAGES } from "~/lib/messages";

export function LoginForm() {
  const rootData = useRootData();
  const signup = rootData?.auth.signup;
  // Sign-up found an account for this email: the login tab starts with it (issue 25).
  const auth = useAuthForm(
    "login",
    loginSchema,
    signup?.accountExists ? { email: signup.email ?? "" } : undefined,
  );
  const { fields, busy } = auth;
  const passwordResetUrl = rootData?.env.passwordResetUrl;

  return (
    <AuthFormFrame auth={auth}>
      <TextField
        label={AUTH_DIALOG_MESSAGES.email}
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <TextField
        label={AUTH_DIALOG_MESSAGES.password}
        autoComplete="current-password"
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      {passwordResetUrl ? (
        // A plain link: the reset page is the platform app's, a full page load in this tab.
        <a
          href={passwordResetUrl}
          className="-mt-2 self-end text-sm font-semibold text-brand-700 hover:underline"
        >
          {AUTH_DIALOG_MESSAGES.forgotPassword}
        </a>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value={AUTH_INTENTS.login}
        block
        disabled={busy}
      >
        {busy ? AUTH_DIALOG_MESSAGES.loggingIn : AUTH_DIALOG_MESSAGES.logIn}
      </Button>
    </AuthFormFrame>
  );
}
