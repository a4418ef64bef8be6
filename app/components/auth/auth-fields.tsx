import { getFormProps } from "@conform-to/react";
import { useLocation, useSearchParams } from "@remix-run/react";
import {
  useEffect,
  useRef,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { hasHydrated, useHydrated } from "~/lib/hydration";
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
      // Focus comes here when the server's answer is this message (useFocusKeptInForm).
      tabIndex={-1}
      className="rounded-lg bg-danger-50 px-3.5 py-2.5 text-sm text-danger-600 focus:outline-none"
    >
      {message}
    </p>
  );
}

/**
 * Keyboard focus while a form waits for the server and when its answer comes. The submit button
 * is disabled while the request runs, which would drop focus to the page's body: the form itself
 * holds it meanwhile. When the answer is a message about the whole form (a wrong password), focus
 * moves to that message; a message on a field gets focus on that field from conform.
 */
function useFocusKeptInForm(
  formRef: RefObject<HTMLFormElement | null>,
  busy: boolean,
  formErrorId: string,
  formError: string | undefined,
) {
  const awaitingAnswer = useRef(false);
  useEffect(() => {
    const formElement = formRef.current;
    if (busy || !awaitingAnswer.current || !formElement) return;
    const active = document.activeElement;
    const onField =
      active !== null && active !== formElement && formElement.contains(active);
    if (onField) {
      awaitingAnswer.current = false;
      return;
    }
    const message = formError ? document.getElementById(formErrorId) : null;
    if (message) {
      awaitingAnswer.current = false;
      message.focus();
      return;
    }
    // An answer that went through and left the form on screen: on to what it revealed, while
    // the form still holds focus. What it revealed may render a moment after the answer (the
    // session's new state comes with the page's data), so every render looks again.
    if (active !== formElement) {
      awaitingAnswer.current = false;
      return;
    }
    const next = nextStepIn(formElement);
    if (next) {
      awaitingAnswer.current = false;
      next.focus();
    }
  });

  return (event: FormEvent<HTMLFormElement>) => {
    // Called after conform's own handler: a form that failed its checks was not sent.
    if (event.defaultPrevented) return;
    const formElement = event.currentTarget;
    awaitingAnswer.current = true;
    if (formElement.contains(document.activeElement)) {
      formElement.focus({ preventScroll: true });
    }
  };
}

/**
 * What a visitor does next in a form whose answer went through: the first empty field (the code,
 * once "Send code" went through; the password, in step 2), or else the action of a notice the
 * answer showed (Log in, for an email that has an account).
 */
function nextStepIn(formElement: HTMLFormElement): HTMLElement | null {
  const emptyField = [
    ...formElement.querySelectorAll<HTMLInputElement>(
      "input:not([type=hidden]):not(:disabled)",
    ),
  ].find((input) => input.value === "");
  return (
    emptyField ??
    formElement.querySelector<HTMLElement>(
      "[role=status] a, [role=status] button",
    )
  );
}

/**
 * A form that replaced another in an open dialog (step 2 after Continue) starts where the
 * visitor goes on, not on the dialog's frame, where focus falls when the old form leaves. Not on
 * a page's first load (`hasHydrated` is still false) nor when the dialog has just opened (focus
 * is then on what opened it, and the dialog's own first focus follows).
 */
function useFocusWhenFormReplaced(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const formElement = formRef.current;
    const dialog = formElement?.closest("[role=dialog]");
    if (!formElement || !dialog || !hasHydrated()) return;
    const active = document.activeElement;
    if (active === dialog || active === document.body) {
      nextStepIn(formElement)?.focus();
    }
  }, [formRef]);
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
  const formRef = useRef<HTMLFormElement>(null);
  const formProps = getFormProps(form);
  const onSent = useFocusKeptInForm(
    formRef,
    fetcher.state !== "idle",
    form.errorId,
    form.errors?.find(Boolean),
  );
  useFocusWhenFormReplaced(formRef);
  return (
    <fetcher.Form
      method="post"
      action="/auth"
      preventScrollReset
      {...formProps}
      ref={formRef}
      tabIndex={-1}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        onSent(event);
      }}
      aria-busy={fetcher.state !== "idle" || undefined}
      className="flex flex-col gap-4 focus:outline-none"
    >
      <AuthContextFields />
      {intro}
      <FormError id={form.errorId} errors={form.errors} />
      {children}
    </fetcher.Form>
  );
}
