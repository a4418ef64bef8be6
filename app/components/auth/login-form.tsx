import { getFormProps, getInputProps } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { AUTH_INTENTS, loginSchema } from "~/lib/forms/auth-schemas";
import { AuthContextFields, FormError } from "./auth-fields";
import { useAuthForm } from "./use-auth-form";

export function LoginForm() {
  const { form, fields, fetcher, busy } = useAuthForm("login", loginSchema);

  return (
    <fetcher.Form
      method="post"
      action="/auth"
      preventScrollReset
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <AuthContextFields />
      <FormError id={form.errorId} errors={form.errors} />
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
    </fetcher.Form>
  );
}
