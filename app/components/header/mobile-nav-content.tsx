import { Link } from "@remix-run/react";
import type { NavEntry } from "~/config/site";
import { buttonClasses } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { useHeaderActionHrefs } from "./header-actions";
import { ChevronDownIcon } from "./icons";
import { EntryIcon, FeatureAnchor } from "./menu-entries";
import { NavAnchor } from "./nav-link";
import { UserActions } from "./user-menu";
import { NAV_MESSAGES } from "~/lib/messages";

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
                        icon={<EntryIcon name={link.icon} size="sheet" />}
                        className="flex items-center gap-3 rounded-lg px-2 py-2 text-[0.95rem] text-ink-700 hover:bg-ink-50"
                      />
                    </li>
                  ))}
                  {entry.featured ? (
                    <li className="mt-2">
                      <FeatureAnchor
                        feature={entry.featured}
                        placement="sheet"
                      />
                    </li>
                  ) : null}
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
