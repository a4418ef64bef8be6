import { useLocation, useMatches } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { PoweredByFooter } from "~/components/footer/powered-by-footer";
import * as eagerFooter from "~/components/footer/site-footer";
import { isHeaderHidden, SiteHeader } from "~/components/header/site-header";
import { cx } from "~/lib/cx";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import { whiteHeaderFor } from "~/lib/route-handle";
import { NAV_MESSAGES } from "~/lib/messages";

// The footer is a few hundred elements of links under every page, never on screen as it loads:
// the browser keeps the server's HTML (plain links that work as they are) and hydrates it when
// idle, so the page becomes interactive without waiting for it.
const SiteFooter = hydrateWhenIdle(
  import.meta.env.SSR ? eagerFooter.SiteFooter : null,
  () =>
    import("~/components/footer/site-footer").then(
      (module) => module.SiteFooter,
    ),
);

/**
 * The page's frame: skip link, header, `<main>` with the page, footer. `notifications` (the toast
 * region) sit after the footer, outside `<main>`: they are not part of the page's content.
 */
export function SiteShell({
  children,
  notifications,
}: {
  children: ReactNode;
  notifications?: ReactNode;
}) {
  const { pathname } = useLocation();
  const headerHidden = isHeaderHidden(pathname);
  // Pages without the white header have no dark hero under the fixed header: leave it room.
  const needsHeaderRoom = !whiteHeaderFor(useMatches()) && !headerHidden;
  return (
    // Header-less pages (hosted forms) sit on a quiet background that fills the window.
    <div
      className={headerHidden ? "flex min-h-dvh flex-col bg-ink-50" : undefined}
    >
      <a
        href="#main"
        className="sr-only z-[3000] rounded-lg bg-white px-4 py-2 text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {NAV_MESSAGES.skipToContent}
      </a>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          "focus:outline-none",
          needsHeaderRoom && "pt-16",
          headerHidden && "flex-1",
        )}
      >
        {children}
      </main>
      {headerHidden ? (
        <PoweredByFooter />
      ) : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {notifications}
    </div>
  );
}
