import { useSearchParams } from "@remix-run/react";
import { Suspense } from "react";
import { lazyRetrying } from "~/lib/lazy-retrying";

// Retried after a failed load: a rejected import must not break every later ?auth= page (issue 25).
const AuthDialog = lazyRetrying(() => import("./auth-dialog"));

/** Warms the dialog's code before a click needs it (hover or focus on a sign-in link). */
export function preloadAuthDialog() {
  void import("./auth-dialog");
}

/** Mounts the auth dialog only when the URL asks for it; its code loads only then. */
export function AuthDialogSlot() {
  const [params] = useSearchParams();
  const mode = params.get("auth");
  if (mode !== "login" && mode !== "signup") return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
