import { useEffect } from "react";
import { Slide, ToastContainer, toast } from "react-toastify/unstyled";
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from "~/lib/constants";
import type { FlashToast } from "~/lib/toast";

/** The one toast container of the site (SPEC §9: 3000 ms, offset 16px). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      transition={Slide}
      hideProgressBar
      newestOnTop
      style={{ top: TOAST_OFFSET_PX }}
    />
  );
}

/**
 * Shows a toast sent by a server action through the session. With JavaScript off the same
 * message is rendered inline instead (see FlashMessage).
 */
export function useFlashToast(flash: FlashToast | null) {
  useEffect(() => {
    if (!flash) return;
    toast(flash.message, { type: flash.type, toastId: flash.id });
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
