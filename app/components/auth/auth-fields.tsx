import { getFormProps } from "@conform-to/react";
import { useLocation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { closeDialogHref } from "~/lib/dialog-url";
import { useRootData } from "~/lib/root-data";
import type { useAuthForm } from "./use-auth-form";

/**
 * The fields every auth form sends besides its own: the anti-forgery token, the page to come
 * back to, the relation and record id of behaviour §3, and whether script sent it (a new-tab
 * hand-off needs script).
 */
export function AuthContextFields() {
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const csrf = useCsrfToken();
  const rel = params.get("rel");
  const rId = params.get("rId");
  return (
    <>
      {csrf ? <input type="hidden" name="csrf" value={csrf} /> : null}
      <input type="hidden" name="returnTo" value={closeDialogHref(location)} />
      {rel ? <input type="hidden" name="rel" value={rel} /> : null}
      {rId ? <input type="hidden" name="rId" value={rId} /> : null}
      {hydrated ? <input type="hidden" name="clientMode" value="js" /> : null}
    </>
  );
}

/**
 * The auth forms' anti-forgery token (app/lib/csrf.server.ts), issued while the dialog is open.
 */
export function useCsrfToken(): string | null {
  return useRootData()?.auth.csrf ?? null;
}

/** A message about the whole form (for example the server's answer to a failed sign-in). */
export function FormError({
  id,
  errors,
}: {
  id: string;
  errors: string[] | undefined;
}) {
  const message = errors?.find(Boolean);
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg bg-danger-50 px-3.5 py-2.5 text-sm text-danger-600"
    >
      {message}
    </p>
  );
}

/** The frame of every auth form: it posts to /auth through its fetcher, with the shared fields. */
export function AuthFormFrame({
  auth: { form, fetcher },
  intro,
  children,
}: {
  auth: ReturnType<typeof useAuthForm>;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action="/auth"
      preventScrollReset
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <AuthContextFields />
      {intro}
      <FormError id={form.errorId} errors={form.errors} />
      {children}
    </fetcher.Form>
  );
}
