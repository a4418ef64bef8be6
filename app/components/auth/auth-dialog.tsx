import {
  Link,
  useLocation,
  useNavigate,
  useSearchParams,
} from "@remix-run/react";
import { DialogShell } from "~/components/ui/dialog-shell";
import { AUTH_DIALOG_WIDTH_PX, AUTH_DIALOG_Z_INDEX } from "~/lib/constants";
import { cx } from "~/lib/cx";
import { closeDialogHref, dialogHref } from "~/lib/dialog-url";
import { useRootData } from "~/root";
import { GoogleSignIn } from "./google-sign-in";
import { LoginForm } from "./login-form";
import { SignupEmailStep, SignupPasswordStep } from "./signup-forms";

/**
 * The sign-in and sign-up dialog (SPEC §2). Its state is in the URL: `auth` (login or signup),
 * `step`, `rel` and `rId`. It closes only by its close button (SPEC §2), which drops that state
 * and so resets relation, record id, mode, prefill and step (SPEC §4).
 */
export default function AuthDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rootData = useRootData();
  const mode = params.get("auth") === "signup" ? "signup" : "login";
  const step =
    mode === "signup" &&
    params.get("step") === "2" &&
    rootData?.auth.signup.verified
      ? 2
      : 1;
  const closeHref = closeDialogHref(location);
  const keep = {
    rel: params.get("rel") ?? undefined,
    rId: params.get("rId") ?? undefined,
  };
  const tabHref = (target: "login" | "signup") =>
    dialogHref(location, { auth: target, ...keep });

  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open)
          navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      title={mode === "login" ? "Log in to Aden" : "Create your Aden account"}
      closeHref={closeHref}
      dismissible={false}
      width={`${AUTH_DIALOG_WIDTH_PX}px`}
      zIndex={AUTH_DIALOG_Z_INDEX}
    >
      <nav
        aria-label="Log in or sign up"
        className="mb-6 grid grid-cols-2 rounded-lg bg-ink-100 p-1"
      >
        {(["login", "signup"] as const).map((target) => (
          <Link
            key={target}
            to={tabHref(target)}
            replace
            preventScrollReset
            aria-current={mode === target ? "true" : undefined}
            className={cx(
              "rounded-md py-2 text-center text-sm font-semibold",
              mode === target
                ? "bg-white text-ink-950 shadow-sm"
                : "text-ink-600 hover:text-ink-900",
            )}
          >
            {target === "login" ? "Log in" : "Sign up"}
          </Link>
        ))}
      </nav>
      <div className="flex flex-col gap-5">
        {step === 1 ? <GoogleSignIn mode={mode} /> : null}
        {mode === "login" ? (
          <LoginForm />
        ) : step === 1 ? (
          <SignupEmailStep />
        ) : (
          <SignupPasswordStep />
        )}
        <p className="text-center text-sm text-ink-600">
          {mode === "login"
            ? "Don't have an account? "
            : "Already have an account? "}
          <Link
            to={tabHref(mode === "login" ? "signup" : "login")}
            replace
            preventScrollReset
            className="font-semibold text-brand-700 hover:underline"
          >
            {mode === "login" ? "Sign up" : "Log in"}
          </Link>
        </p>
      </div>
    </DialogShell>
  );
}
