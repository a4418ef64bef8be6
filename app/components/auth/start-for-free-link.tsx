import { Link, useLocation } from "@remix-run/react";
import {
  buttonClasses,
  type ButtonSize,
  type ButtonVariant,
} from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { dialogHref } from "~/lib/dialog-url";
import { platformHref, relationForPath } from "~/lib/relations";
import { useRootData } from "~/lib/root-data";
import { preloadAuthDialog } from "./auth-dialog-slot";
import { NAV_MESSAGES } from "~/lib/messages";

/**
 * "Start for free" opens sign-up (behaviour §2). A signed-in visitor is never offered a second
 * sign-up: on the form product the same button goes to the platform app (behaviour §7), elsewhere it
 * becomes "Go to platform".
 */
export function StartForFreeLink({
  size = "md",
  variant = "primary",
  className,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  const location = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const rel = relationForPath(location.pathname);
  const classes = cx(buttonClasses({ variant, size }), className);
  if (signedIn) {
    return (
      <Link to={platformHref(rel)} reloadDocument className={classes}>
        {rel ? NAV_MESSAGES.startForFree : NAV_MESSAGES.goToPlatform}
      </Link>
    );
  }
  return (
    <Link
      to={dialogHref(location, { auth: "signup", rel })}
      preventScrollReset
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      className={classes}
    >
      {NAV_MESSAGES.startForFree}
    </Link>
  );
}
