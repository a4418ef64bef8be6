import { Link, useLocation } from "@remix-run/react";
import { preloadAuthDialog } from "~/components/auth/auth-dialog-slot";
import { buttonClasses } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { dialogHref } from "~/lib/dialog-url";
import { relationForPath } from "~/lib/relations";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { useRootData } from "~/lib/root-data";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import * as eagerUserMenu from "./user-menu";
import { NAV_MESSAGES } from "~/lib/messages";

/** Where the header's actions lead: the URLs that open their dialogs (docs/architecture.md). */
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
    isFormProduct: Boolean(rel),
  };
}

// Only a signed-in visitor has a user menu, and it is a native `<details>` that opens without
// script: its code (closing on an outside click or a navigation) waits for an idle moment rather
// than weighing on every anonymous page's first load.
const UserMenu = hydrateWhenIdle(
  import.meta.env.SSR ? eagerUserMenu.UserMenu : null,
  () => import("./user-menu").then((module) => module.UserMenu),
);

const warmAuthDialog = {
  onPointerEnter: preloadAuthDialog,
  onFocus: preloadAuthDialog,
};

export function HeaderActions() {
  const hrefs = useHeaderActionHrefs();
  const user = useRootData()?.user ?? null;
  return (
    <div className="flex items-center gap-2">
      {user ? null : (
        <Link
          to={hrefs.signIn}
          preventScrollReset
          {...warmAuthDialog}
          className={cx(
            buttonClasses({ variant: "ghost", size: "sm" }),
            "on-dark:text-white on-dark:hover:bg-white/10",
          )}
        >
          {NAV_MESSAGES.signIn}
        </Link>
      )}
      <Link
        to={hrefs.bookDemo}
        preventScrollReset
        className={cx(
          buttonClasses({ variant: "secondary", size: "sm" }),
          "on-dark:bg-transparent on-dark:text-white on-dark:ring-white/50 on-dark:hover:bg-white/10",
        )}
      >
        {NAV_MESSAGES.bookADemo}
      </Link>
      {/* Signed in, the user menu offers the platform; the form product keeps its button. */}
      {user && !hrefs.isFormProduct ? null : <StartForFreeLink size="sm" />}
      {user ? (
        <IdleBoundary>
          <UserMenu user={user} />
        </IdleBoundary>
      ) : null}
    </div>
  );
}
