import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { useId, useState, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { cx } from "~/lib/cx";
import { NAV_MESSAGES } from "~/lib/messages";

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Where the close button leads without JavaScript: the same page without the dialog's URL state. */
  closeHref: string;
  /**
   * When closing must tell the server (it ends state kept there), the close button posts this
   * form without JavaScript; with it, the dialog closes at once and onOpenChange tells the server.
   */
  closeForm?: { action: string; fields: Record<string, string> };
  children: ReactNode;
  /** Escape and a click outside close the dialog unless this is false. */
  dismissible?: boolean;
  /** CSS width, for example "400px" or "90%". */
  width?: string;
  maxWidth?: string;
  zIndex?: number;
  className?: string;
  hideTitle?: boolean;
  /** `top`: the dialog keeps its top edge when its height changes (tabs, steps), rather than
   *  moving up and down as a centred box does. */
  align?: "center" | "top";
};

/**
 * A modal built on Radix Dialog (focus trap, focus return, aria wiring). It is rendered in place
 * rather than in a portal so that a dialog opened by the URL is in the server-rendered HTML and
 * works without JavaScript.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  closeHref,
  closeForm,
  children,
  dismissible = true,
  width = "32rem",
  maxWidth = "calc(100vw - 2rem)",
  zIndex = 2_000,
  className,
  hideTitle = false,
  align = "center",
}: DialogShellProps) {
  const preventDismiss = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix sees Escape before the dialog's own widgets do: an open list inside closes first.
  const onEscapeKeyDown = (event: KeyboardEvent) => {
    if (!dismissible || isFromOpenCombobox(event)) event.preventDefault();
  };
  const layerStyle: CSSProperties = { zIndex };
  // The element that had focus when the dialog appeared (its opener): focus returns there on
  // close, also when the dialog was opened by a navigation rather than a Radix trigger.
  const [opener] = useState(() =>
    typeof document === "undefined"
      ? null
      : (document.activeElement as HTMLElement | null),
  );
  // Radix wires the title and description up in layout effects, which never run on the
  // server: name them here so the server HTML (and a script-less visitor) has them too.
  const titleId = useId();
  const hydrated = useHydrated();
  const descriptionId = useId();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* The overlay scrolls a dialog taller than the screen, so nothing inside the dialog is
          clipped: an open list (the phone input's countries) may hang over its lower edge. */}
      <Dialog.Overlay
        className="fixed inset-0 overflow-y-auto bg-ink-950/60 backdrop-blur-sm"
        style={layerStyle}
      >
        <div
          className={cx(
            "flex min-h-full justify-center py-4",
            align === "top"
              ? "items-start pt-[8vh] sm:pt-[12vh]"
              : "items-center",
          )}
        >
          <Dialog.Content
            onEscapeKeyDown={onEscapeKeyDown}
            onCloseAutoFocus={(event) => {
              if (opener?.isConnected && opener !== document.body) {
                event.preventDefault();
                opener.focus();
              }
            }}
            onPointerDownOutside={preventDismiss}
            onInteractOutside={preventDismiss}
            aria-labelledby={titleId}
            // Lazily loaded dialogs hydrate after the page: tests wait for this mark.
            data-hydrated={hydrated ? "" : undefined}
            aria-describedby={description ? descriptionId : undefined}
            style={{ width, maxWidth }}
            className={cx(
              "relative rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8",
              className,
            )}
          >
            <div className="mb-5 flex items-start justify-between gap-4">
              <Dialog.Title
                id={titleId}
                className={cx(
                  "text-xl font-semibold text-ink-950",
                  hideTitle && "sr-only",
                )}
              >
                {title}
              </Dialog.Title>
              {closeForm ? (
                <form
                  method="post"
                  action={closeForm.action}
                  className="-m-2 ml-auto"
                  onSubmit={(event) => {
                    event.preventDefault();
                    onOpenChange(false);
                  }}
                >
                  {Object.entries(closeForm.fields).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <button type="submit" className={closeButtonClasses}>
                    <CloseIcon />
                  </button>
                </form>
              ) : (
                <Link
                  to={closeHref}
                  replace
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    onOpenChange(false);
                  }}
                  className={cx("-m-2 ml-auto", closeButtonClasses)}
                >
                  <CloseIcon />
                </Link>
              )}
            </div>
            {description ? (
              <p id={descriptionId} className="-mt-3 mb-5 text-sm text-ink-600">
                {description}
              </p>
            ) : null}
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Overlay>
    </Dialog.Root>
  );
}

const closeButtonClasses =
  "block rounded-lg p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900";

function CloseIcon() {
  return (
    <>
      <span className="sr-only">{NAV_MESSAGES.close}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="currentColor"
      >
        <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </>
  );
}

function isFromOpenCombobox(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    target.closest('[role="combobox"][aria-expanded="true"]') !== null
  );
}
