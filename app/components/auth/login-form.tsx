import { getInputProps } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { AUTH_INTENTS, loginSchema } from "~/lib/forms/auth-schemas";
import { AuthFormFrame } from "./auth-fields";
import { useAuthForm } from "./use-auth-form";

export function LoginForm() {
  const auth = useAuthForm("login", loginSchema);
  const { fields, busy } = auth;

  return (
    <AuthFormFrame auth={auth}>
      <TextField
        label="Email"
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <TextField
        label="Password"
        autoComplete="current-password"
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <Button
        type="submit"
        name="intent"
        value={AUTH_INTENTS.login}
        block
        disabled={busy}
      >
        {busy ? "Logging in…" : "Log in"}
      </Button>
    </AuthFormFrame>
  );
}
