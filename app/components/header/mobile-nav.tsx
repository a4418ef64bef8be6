import { Link } from "@remix-run/react";
import type { NavEntry } from "~/config/site";
import { buttonClasses } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { useHeaderActionHrefs } from "./header-actions";
import { ChevronDownIcon } from "./icons";
import { NavAnchor } from "./nav-link";
import { UserActions } from "./user-menu";
import { NAV_MESSAGES } from "~/lib/messages";

export const burgerClasses =
  "flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink-900 hover:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden";

/** What the disclosure hands to the sheet when it takes over (see MobileMenu). */
export type MobileMenuHandoff = {
  /** The burger was pressed before the sheet had loaded. */
  open: boolean;
  /** The burger had focus. */
  focused: boolean;
};

/**
 * The menu's content: groups that expand one at a time (they share a details `name`), then the
 * account actions (behaviour §2: signed out Free Sign Up, Book a demo, Sign In; signed in the user).
 */
export function MobileNav({
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
            {NAV_MESSAGES.bookADemo}
          </Link>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <Link
            to={hrefs.signUp}
            className={buttonClasses({ variant: "primary", block: true })}
          >
            {NAV_MESSAGES.freeSignUp}
          </Link>
          <Link
            to={hrefs.bookDemo}
            className={buttonClasses({ variant: "secondary", block: true })}
          >
            {NAV_MESSAGES.bookADemo}
          </Link>
          <Link
            to={hrefs.signIn}
            className={buttonClasses({ variant: "ghost", block: true })}
          >
            {NAV_MESSAGES.signIn}
          </Link>
        </div>
      )}
    </nav>
  );
}
