import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { NavEntry } from "~/config/site";
import { buttonClasses } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { useHeaderActionHrefs } from "./header-actions";
import { NavAnchor } from "./nav-link";
import { UserActions } from "./user-menu";

/**
 * The burger menu: native details/summary, so it opens without JavaScript. Groups share a
 * `name`, which makes the browser keep one expanded at a time.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const hrefs = useHeaderActionHrefs();
  const user = useRootData()?.user ?? null;

  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  return (
    <details ref={menuRef} className="mobile-menu group/menu">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink-900 hover:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 group-open/menu:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden size-6 group-open/menu:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-5 pt-2 pb-6 text-ink-900 shadow-xl"
      >
        <ul className="divide-y divide-ink-100">
          {entries.map((entry) =>
            entry.kind === "group" ? (
              <li key={entry.label}>
                <details name="mobile-nav-group" className="group/item">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3.5 text-base font-semibold [&::-webkit-details-marker]:hidden">
                    {entry.label}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="size-5 text-ink-500 transition-transform group-open/item:rotate-180"
                      fill="currentColor"
                    >
                      <path d="M5.2 7.7a1 1 0 0 1 1.4 0L10 11l3.4-3.3a1 1 0 1 1 1.4 1.4l-4.1 4a1 1 0 0 1-1.4 0l-4.1-4a1 1 0 0 1 0-1.4Z" />
                    </svg>
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
    </details>
  );
}
