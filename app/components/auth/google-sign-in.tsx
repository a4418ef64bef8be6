import { useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "~/components/ui/toasts";
import { LOADING_OVERLAY_FADE_MS } from "~/lib/constants";
import { closeDialogHref } from "~/lib/dialog-url";
import { AUTH_INTENTS } from "~/lib/forms/auth-schemas";
import { useRootData } from "~/lib/root-data";
import { useCsrfToken } from "./auth-fields";
import { useAuthFetcher } from "./use-auth-submit";
import { AUTH_DIALOG_MESSAGES } from "~/lib/messages";

export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";
export const GOOGLE_ERROR_EVENT = "googleLoginError";
const GOOGLE_FAILED_MESSAGE = "Google sign-in failed. Please try again.";

type GoogleCredentialResponse = { credential?: string };
type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: "popup";
      }) => void;
      prompt: () => void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

type ScriptState = "loading" | "ready" | "failed";
let scriptLoad: Promise<void> | undefined;

/** Loads Google Identity Services once, when a dialog first needs it (behaviour §6: lazily). */
function loadGoogleScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve() : reject(new Error("Google script is empty"));
    script.onerror = () => reject(new Error("Google script failed to load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    throw error;
  });
  return scriptLoad;
}

/**
 * "Continue with Google" (behaviour §2, §6): only with a configured client id. Disabled until Google's
 * script has loaded, and for good if it fails to load (behaviour §8). The credential goes to our own
 * action; a loading overlay covers the dialog meanwhile and fades out over 400 ms.
 */
export function GoogleSignIn({ mode }: { mode: "login" | "signup" }) {
  const clientId = useRootData()?.env.googleClientId ?? null;
  const [state, setState] = useState<ScriptState>("loading");
  const fetcher = useAuthFetcher("auth-google");
  const csrf = useCsrfToken();
  const location = useLocation();
  const [params] = useSearchParams();
  const submitRef = useRef<(credential: string) => void>(() => {});

  submitRef.current = (credential: string) => {
    const formData = new FormData();
    formData.set("intent", AUTH_INTENTS.google);
    formData.set("credential", credential);
    formData.set("mode", mode);
    formData.set("returnTo", closeDialogHref(location));
    if (csrf) formData.set("csrf", csrf);
    formData.set("clientMode", "js");
    for (const key of ["rel", "rId"]) {
      const value = params.get(key);
      if (value) formData.set(key, value);
    }
    fetcher.submit(formData, {
      method: "post",
      action: "/auth",
      preventScrollReset: true,
    });
  };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleScript()
      .then(() => {
        if (cancelled) return;
        window.google?.accounts.id.initialize({
          client_id: clientId,
          ux_mode: "popup",
          callback: ({ credential }) => {
            if (!credential) {
              window.dispatchEvent(new CustomEvent(GOOGLE_ERROR_EVENT));
              showToast({ type: "error", message: GOOGLE_FAILED_MESSAGE });
              return;
            }
            submitRef.current(credential);
          },
        });
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  const busy = fetcher.state !== "idle";

  return (
    <>
      <button
        type="button"
        onClick={() => window.google?.accounts.id.prompt()}
        disabled={state !== "ready" || busy}
        data-google-state={state}
        className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-ink-200 bg-white text-sm font-semibold text-ink-900 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <GoogleMark />
        {AUTH_DIALOG_MESSAGES.continueWithGoogle}
      </button>
      {state === "failed" ? (
        <p className="text-center text-xs text-ink-500">
          {AUTH_DIALOG_MESSAGES.googleUnavailable}
        </p>
      ) : null}
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-400 uppercase">
        <span className="h-px flex-1 bg-ink-100" />
        {AUTH_DIALOG_MESSAGES.or}
        <span className="h-px flex-1 bg-ink-100" />
      </div>
      <LoadingOverlay visible={busy} />
    </>
  );
}

function LoadingOverlay({ visible }: { visible: boolean }) {
  return (
    <div
      aria-hidden={!visible}
      className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-2xl bg-white/80 transition-opacity data-[visible]:pointer-events-auto"
      data-visible={visible || undefined}
      data-testid="google-loading-overlay"
      style={{
        opacity: visible ? 1 : 0,
        transitionDuration: `${LOADING_OVERLAY_FADE_MS}ms`,
      }}
    >
      <span
        role={visible ? "status" : undefined}
        className="text-sm font-medium text-ink-700"
      >
        {visible ? "Signing you in with Google…" : null}
      </span>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
