import {
  Link,
  useFetcher,
  useLocation,
  useSearchParams,
} from "@remix-run/react";
import { useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { DialogShell } from "~/components/ui/dialog-shell";
import { AUTH_DIALOG_WIDTH_PX, AUTH_DIALOG_Z_INDEX } from "~/lib/constants";
import { cx } from "~/lib/cx";
import { useCloseDialog } from "~/lib/dialog-history";
import { closeDialogHref, dialogHref } from "~/lib/dialog-url";
import { AUTH_INTENTS } from "~/lib/forms/auth-schemas";
import { parseRelation, platformHref } from "~/lib/relations";
import { useRootData } from "~/lib/root-data";
import { displayName, type PublicUser } from "~/lib/user";
import { GoogleSignIn } from "./google-sign-in";
import { LoginForm } from "./login-form";
import { SignupEmailStep, SignupPasswordStep } from "./signup-forms";
import { AUTH_DIALOG_MESSAGES, NAV_MESSAGES } from "~/lib/messages";

/**
 * The sign-in and sign-up dialog (behaviour §2). Its state is in the URL: `auth` (login or signup),
 * `step`, `rel` and `rId`. It closes only by its close button (behaviour §2), which drops that state
 * and ends sign-up on the server, so relation, record id, mode, prefill and step reset (behaviour §4).
 * A signed-in visitor is offered the platform instead of a second sign-in.
 */
export default function AuthDialog() {
  const location = useLocation();
  const closeDialog = useCloseDialog();
  const closeFetcher = useFetcher({ key: "auth-close" });
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
  // Whether the visitor was already signed in when the dialog opened. A sign-in made in this
  // dialog keeps its form mounted: the form's fetcher still has the new-tab hand-off to run.
  const [user] = useState(() => rootData?.user ?? null);
  const title = user
    ? AUTH_DIALOG_MESSAGES.titleSignedIn
    : mode === "login"
      ? AUTH_DIALOG_MESSAGES.titleLogIn
      : AUTH_DIALOG_MESSAGES.titleSignUp;

  return (
    <DialogShell
      open
      align="top"
      onOpenChange={(open) => {
        if (open) return;
        void closeFetcher.submit(
          { intent: AUTH_INTENTS.close, clientMode: "js" },
          { method: "post", action: "/auth" },
        );
        closeDialog();
      }}
      title={title}
      closeHref={closeHref}
      closeForm={{
        action: "/auth",
        fields: { intent: AUTH_INTENTS.close, returnTo: closeHref },
      }}
      dismissible={false}
      width={`${AUTH_DIALOG_WIDTH_PX}px`}
      zIndex={AUTH_DIALOG_Z_INDEX}
    >
      {user ? (
        <SignedInPanel
          user={user}
          href={platformHref(parseRelation(keep.rel))}
        />
      ) : (
        <AuthForms mode={mode} step={step} tabHref={tabHref} />
      )}
    </DialogShell>
  );
}

function SignedInPanel({ user, href }: { user: PublicUser; href: string }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-700">
        {user.email ? (
          <>
            {AUTH_DIALOG_MESSAGES.signedInAs}{" "}
            <strong className="font-semibold text-ink-950">{user.email}</strong>
            .
          </>
        ) : (
          <>{AUTH_DIALOG_MESSAGES.welcomeBack(displayName(user))}</>
        )}{" "}
        {AUTH_DIALOG_MESSAGES.workspaceReady}
      </p>
      <Link to={href} reloadDocument className={buttonClasses({ block: true })}>
        {NAV_MESSAGES.goToPlatform}
      </Link>
    </div>
  );
}

function AuthForms({
  mode,
  step,
  tabHref,
}: {
  mode: "login" | "signup";
  step: 1 | 2;
  tabHref: (target: "login" | "signup") => string;
}) {
  return (
    <>
      <nav
        aria-label={AUTH_DIALOG_MESSAGES.tabsLabel}
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
            {target === "login"
              ? AUTH_DIALOG_MESSAGES.logIn
              : AUTH_DIALOG_MESSAGES.signUp}
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
            ? AUTH_DIALOG_MESSAGES.noAccount
            : AUTH_DIALOG_MESSAGES.haveAccount}{" "}
          <Link
            to={tabHref(mode === "login" ? "signup" : "login")}
            replace
            preventScrollReset
            className="font-semibold text-brand-700 hover:underline"
          >
            {mode === "login"
              ? AUTH_DIALOG_MESSAGES.signUp
              : AUTH_DIALOG_MESSAGES.logIn}
          </Link>
        </p>
      </div>
    </>
  );
}
