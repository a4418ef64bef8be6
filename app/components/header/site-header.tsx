import { useLocation, useMatches } from "@remix-run/react";
import { memo, type CSSProperties } from "react";
import { Logo } from "~/components/layout/logo";
import { HEADER_NAV } from "~/config/navigation";
import { HEADERLESS_PATH_PREFIXES } from "~/config/site";
import { HEADER_WHITE_TEXT_MAX_OPACITY } from "~/lib/constants";
import { whiteHeaderFor } from "~/lib/route-handle";
import { DesktopMenu } from "./desktop-menu";
import { HeaderActions } from "./header-actions";
import { MobileMenu } from "./mobile-menu";
import { useHeaderOpacity } from "./use-header-opacity";
import { PrefetchLink } from "~/components/ui/prefetch-link";
import { NAV_MESSAGES } from "~/lib/messages";

export function isHeaderHidden(pathname: string) {
  return HEADERLESS_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The fixed site header. On routes with the white-header flag (a dark hero) it starts
 * transparent with white text, darkens as the page scrolls and turns solid white at 72px
 * (behaviour §2, app.css). Without JavaScript it stays dark over the hero.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const whiteHeader = whiteHeaderFor(useMatches());
  const opacity = useHeaderOpacity(whiteHeader);
  if (isHeaderHidden(pathname)) return null;

  const tone = whiteHeader && opacity < 1 ? "light" : "dark";
  return (
    <header
      className="site-header fixed inset-x-0 top-0 z-[1000]"
      data-tone={tone}
      data-white-header={whiteHeader || undefined}
      style={
        {
          "--header-scrim-opacity": opacity * HEADER_WHITE_TEXT_MAX_OPACITY,
        } as CSSProperties
      }
    >
      <HeaderBar />
    </header>
  );
}

/**
 * The header's contents, kept out of the scroll's re-renders: the opacity changes on every
 * scrolled frame, and an update reaching a part that is still waiting for its idle chunk
 * (`hydrateWhenIdle`) makes React drop that part's server HTML and render it afresh once the
 * chunk is there (React error 421), which showed as an empty menu or as errors while a phone
 * scrolled right after the page loaded.
 */
const HeaderBar = memo(function HeaderBar() {
  return (
    <div className="relative mx-auto flex h-16 max-w-[1240px] items-center gap-4 px-5 lg:gap-6">
      <PrefetchLink
        to="/"
        className="rounded-lg text-ink-950 on-dark:text-white"
        aria-label={NAV_MESSAGES.homeLink}
      >
        <Logo />
      </PrefetchLink>
      <DesktopMenu entries={HEADER_NAV} className="hidden lg:block" />
      <div className="ml-auto hidden lg:block">
        <HeaderActions />
      </div>
      <div className="ml-auto lg:hidden">
        <MobileMenu entries={HEADER_NAV} />
      </div>
    </div>
  );
});
