import { useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { AuthFormName } from "~/lib/forms/auth-schemas";
import { useRootData } from "~/lib/root-data";
import { useAuthFetcher } from "./use-auth-submit";

/**
 * One auth form: conform with its zod schema (the action parses with the same one), the server's
 * last answer for this form (carried across the redirect in the session), and the fetcher that
 * posts it. behaviour §5: fields are checked on blur, then again as they change.
 */
export function useAuthForm<Schema extends z.ZodTypeAny>(
  name: AuthFormName,
  schema: Schema,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const rootData = useRootData();
  const lastResult =
    rootData?.auth.result?.form === name
      ? rootData.auth.result.result
      : undefined;
  const fetcher = useAuthFetcher(`auth-${name}`);
  const [form, fields] = useForm<z.input<Schema>>({
    id: `${name}-form`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, fetcher, busy: fetcher.state !== "idle" };
}
