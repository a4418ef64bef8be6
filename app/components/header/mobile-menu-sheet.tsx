import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { NavEntry } from "~/config/site";
import { BurgerIcon, CloseIcon } from "./icons";
import { burgerClasses, type MobileMenuHandoff } from "./mobile-nav";
import { MobileNav } from "./mobile-nav-content";
import { NAV_MESSAGES } from "~/lib/messages";
import { opensDialog } from "~/lib/dialog-url";
import { focusNavigationTarget } from "~/lib/navigation-focus";

/**
 * The burger menu as a sheet over a dimmed backdrop (Radix Dialog: focus trap, scroll lock,
 * Escape and a backdrop click close it, focus returns to the burger). It takes over from the
 * plain disclosure (mobile-menu.tsx), opening at once if the burger was pressed before it loaded.
 */
export function MobileMenuSheet({
  entries,
  handoff,
}: {
  entries: NavEntry[];
  handoff: MobileMenuHandoff;
}) {
  const [open, setOpen] = useState(handoff.open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const shownLocation = useRef(location.key);
  const closedByNavigation = useRef(false);

  useLayoutEffect(() => {
    if (handoff.focused && !handoff.open) triggerRef.current?.focus();
    Object.assign(handoff, { open: false, focused: false });
  }, [handoff]);

  // A navigation from inside the sheet closes it.
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    closedByNavigation.current = open;
    setOpen(false);
  }, [location.key, open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={burgerClasses}>
        <span className="sr-only">{NAV_MESSAGES.menu}</span>
        <BurgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Above the header (z-index 1000), below the auth dialog (behaviour §9: 1800), which a
            link in the sheet may open. */}
        <Dialog.Overlay
          data-mobile-menu-backdrop=""
          className="mobile-sheet-backdrop fixed inset-0 z-[1100] bg-ink-950/60 backdrop-blur-sm"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!closedByNavigation.current) return;
            closedByNavigation.current = false;
            // A link opened a dialog, which takes focus itself.
            if (opensDialog(window.location.search)) return;
            event.preventDefault();
            focusNavigationTarget(window.location.hash);
          }}
          className="mobile-sheet fixed inset-y-0 right-0 z-[1100] flex w-[min(24rem,calc(100%-3rem))] flex-col bg-white text-ink-900 shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title className="text-base font-semibold text-ink-950">
              {NAV_MESSAGES.menu}
            </Dialog.Title>
            <Dialog.Close className="-mr-2 flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50">
              <span className="sr-only">{NAV_MESSAGES.closeMenu}</span>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <MobileNav
            entries={entries}
            className="flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-8"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
