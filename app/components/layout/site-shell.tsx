import { useLocation, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { SiteFooter } from "~/components/footer/site-footer";
import { isHeaderHidden, SiteHeader } from "~/components/header/site-header";
import { cx } from "~/lib/cx";
import { whiteHeaderFor } from "~/lib/route-handle";

export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Pages without the white header have no dark hero under the fixed header: leave it room.
  const needsHeaderRoom =
    !whiteHeaderFor(useMatches()) && !isHeaderHidden(pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[3000] rounded-lg bg-white px-4 py-2 text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className={cx("focus:outline-none", needsHeaderRoom && "pt-16")}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
