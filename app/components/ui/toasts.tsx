import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { FlashToast } from "~/lib/toast";

/*
 * react-toastify weighs about 6 KiB of gzip script that most visits never use, so it loads with
 * the first toast. Toasts sent before its container has mounted wait in react-toastify's own
 * queue and show as soon as it mounts.
 */
const loadToastify = () => import("react-toastify/unstyled");
const LazyToastContainer = lazy(() =>
  // A chunk that fails to load (a deploy in between) costs the toast, never the page.
  import("./toast-container").catch(() => ({ default: () => <></> })),
);

let containerWanted = false;
const containerListeners = new Set<() => void>();

function subscribeToContainer(listener: () => void) {
  containerListeners.add(listener);
  return () => containerListeners.delete(listener);
}

/** Shows a toast, loading the toast code first if this is the page's first one. */
export function showToast({
  message,
  type,
  id,
}: Omit<FlashToast, "id"> & { id?: string }) {
  loadToastify()
    .then(({ toast }) => toast(message, { type, toastId: id }))
    .catch(() => undefined);
  if (containerWanted) return;
  containerWanted = true;
  containerListeners.forEach((listener) => listener());
}

/** Where the toast container mounts once a toast has been shown. */
export function Toasts() {
  const wanted = useSyncExternalStore(
    subscribeToContainer,
    () => containerWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}

/**
 * Shows a toast sent by a server action through the session. With JavaScript off the same
 * message is rendered inline instead (see FlashMessage).
 */
export function useFlashToast(flash: FlashToast | null) {
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
}

/** The script-less form of a flash toast: a status line at the top of the page. */
export function FlashMessage({ flash }: { flash: FlashToast | null }) {
  if (!flash) return null;
  return (
    <noscript>
      <div
        role="status"
        className={
          flash.type === "error"
            ? "bg-danger-50 px-4 py-3 text-center text-sm font-medium text-danger-600"
            : "bg-mint-300/30 px-4 py-3 text-center text-sm font-medium text-ink-900"
        }
      >
        {flash.message}
      </div>
    </noscript>
  );
}
