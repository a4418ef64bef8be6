import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { AUTH_INTENTS, loginSchema } from "~/lib/forms/auth-schemas";
import { useRootData } from "~/root";
import { AuthContextFields, FormError } from "./auth-fields";
import { useAuthFetcher } from "./use-auth-submit";

export function LoginForm() {
  const rootData = useRootData();
  const lastResult =
    rootData?.auth.result?.form === "login"
      ? rootData.auth.result.result
      : undefined;
  const fetcher = useAuthFetcher("auth-login");
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    // SPEC §5: login fields are checked on blur.
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: loginSchema }),
  });
  const busy = fetcher.state !== "idle";

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
