import { Link, useLocation } from "@remix-run/react";
import { useRootData } from "~/root";
import { buttonClasses } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { dialogHref, relationForPath } from "~/lib/dialog-url";

/** Where the header's three actions lead: the URLs that open their dialogs (ARCHITECTURE.md). */
export function useHeaderActionHrefs() {
  const location = useLocation();
  const rootData = useRootData();
  const rel = relationForPath(location.pathname);
  return {
    signIn: dialogHref(location, { auth: "login", rel }),
    signUp: dialogHref(location, { auth: "signup", rel }),
    // Without a booking page configured, "Book a demo" leads to the sales contact form.
    bookDemo: rootData?.env.bookingUrl
      ? dialogHref(location, { booking: "1" })
      : dialogHref(location, { contact: "1" }),
  };
}

export function HeaderActions() {
  const hrefs = useHeaderActionHrefs();
  return (
    <div className="flex items-center gap-2">
      <Link
        to={hrefs.signIn}
        preventScrollReset
        className={cx(
          buttonClasses({ variant: "ghost", size: "sm" }),
          "on-dark:text-white on-dark:hover:bg-white/10",
        )}
      >
        Sign In
      </Link>
      <Link
        to={hrefs.bookDemo}
        preventScrollReset
        className={cx(
          buttonClasses({ variant: "secondary", size: "sm" }),
          "on-dark:bg-transparent on-dark:text-white on-dark:ring-white/50 on-dark:hover:bg-white/10",
        )}
      >
        Book a demo
      </Link>
      <Link
        to={hrefs.signUp}
        preventScrollReset
        className={buttonClasses({ variant: "primary", size: "sm" })}
      >
        Start for free
      </Link>
    </div>
  );
}
