import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { NavEntry } from "~/config/site";
import { buttonClasses } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { useHeaderActionHrefs } from "./header-actions";
import { BurgerIcon, ChevronDownIcon, CloseIcon } from "./icons";
import { NavAnchor } from "./nav-link";
import { UserActions } from "./user-menu";

const burgerClasses =
  "flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink-900 hover:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden";

/**
 * The burger menu (SPEC §2). With JavaScript it is a sheet over a dimmed backdrop (Radix Dialog:
 * focus trap, scroll lock, Escape and a backdrop click close it, focus returns to the burger).
 * Until hydration, and without JavaScript, it is a native details/summary dropdown.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  return useHydrated() ? (
    <MobileMenuSheet entries={entries} />
  ) : (
    <MobileMenuDisclosure entries={entries} />
  );
}

function MobileMenuSheet({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={burgerClasses}>
        <span className="sr-only">Menu</span>
        <BurgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Above the header (z-index 1000), below the auth dialog (SPEC §9: 1800), which a
            link in the sheet may open. */}
        <Dialog.Overlay
          data-mobile-menu-backdrop=""
          className="mobile-sheet-backdrop fixed inset-0 z-[1100] bg-ink-950/60 backdrop-blur-sm"
        />
        <Dialog.Content
          aria-describedby={undefined}
          className="mobile-sheet fixed inset-y-0 right-0 z-[1100] flex w-[min(24rem,calc(100%-3rem))] flex-col bg-white text-ink-900 shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title className="text-base font-semibold text-ink-950">
              Menu
            </Dialog.Title>
            <Dialog.Close className="-mr-2 flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50">
              <span className="sr-only">Close menu</span>
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

function MobileMenuDisclosure({ entries }: { entries: NavEntry[] }) {
  return (
    <details className="mobile-menu group/menu">
      <summary className={burgerClasses}>
        <span className="sr-only">Menu</span>
        <BurgerIcon className="group-open/menu:hidden" />
        <CloseIcon className="hidden group-open/menu:block" />
      </summary>
      <MobileNav
        entries={entries}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-5 pt-2 pb-6 text-ink-900 shadow-xl"
      />
    </details>
  );
}

/**
 * The menu's content: groups that expand one at a time (they share a details `name`), then the
 * account actions (SPEC §2: signed out Free Sign Up, Book a demo, Sign In; signed in the user).
 */
function MobileNav({
  entries,
  className,
}: {
  entries: NavEntry[];
  className: string;
}) {
  const hrefs = useHeaderActionHrefs();
  const user = useRootData()?.user ?? null;
  return (
    <nav aria-label="Mobile" className={className}>
      <ul className="divide-y divide-ink-100">
        {entries.map((entry) =>
          entry.kind === "group" ? (
            <li key={entry.label}>
              <details name="mobile-nav-group" className="group/item">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3.5 text-base font-semibold [&::-webkit-details-marker]:hidden">
                  {entry.label}
                  <ChevronDownIcon className="size-5 text-ink-500 transition-transform group-open/item:rotate-180" />
                </summary>
                <ul className="pb-3">
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <NavAnchor
                        link={link}
                        className="flex items-center rounded-lg px-3 py-2.5 text-[0.95rem] text-ink-700 hover:bg-ink-50"
                      />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.label}>
              <NavAnchor
                link={entry}
                className="block py-3.5 text-base font-semibold"
              />
            </li>
          ),
        )}
      </ul>
      {user ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-ink-100 pt-4">
          <UserActions user={user} />
          <Link
            to={hrefs.bookDemo}
            className={buttonClasses({ variant: "secondary", block: true })}
          >
            Book a demo
          </Link>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <Link
            to={hrefs.signUp}
            className={buttonClasses({ variant: "primary", block: true })}
          >
            Free Sign Up
          </Link>
          <Link
            to={hrefs.bookDemo}
            className={buttonClasses({ variant: "secondary", block: true })}
          >
            Book a demo
          </Link>
          <Link
            to={hrefs.signIn}
            className={buttonClasses({ variant: "ghost", block: true })}
          >
            Sign In
          </Link>
        </div>
      )}
    </nav>
  );
}
