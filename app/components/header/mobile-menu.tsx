import { Suspense, useRef, type MouseEvent } from "react";
import type { NavEntry } from "~/config/site";
import { deferredModule } from "~/lib/deferred-module";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import { useBrowserLayoutEffect } from "~/lib/layout-effect";
import { BurgerIcon, CloseIcon } from "./icons";
import { burgerClasses, type MobileMenuHandoff } from "./mobile-nav";
import * as eagerContent from "./mobile-nav-content";
import { NAV_MESSAGES } from "~/lib/messages";

// Radix Dialog and its focus and scroll helpers: script no page needs to become interactive.
const sheet = deferredModule(() => import("./mobile-menu-sheet"));

// The dropdown's links: with script the sheet opens instead, so their code waits for the idle
// moment and the server's HTML stays.
const DropdownNav = hydrateWhenIdle(
  import.meta.env.SSR ? eagerContent.MobileNav : null,
  () => import("./mobile-nav-content").then((module) => module.MobileNav),
);

/** Below Tailwind's `lg`, where the burger shows (site-header.tsx); elsewhere it waits for a reach. */
const burgerShown = () => !window.matchMedia("(min-width: 64rem)").matches;

/**
 * The burger menu (behaviour §2). The server and the hydrating browser render a native
 * details/summary dropdown, which is the whole menu without script. In the browser the sheet
 * (mobile-menu-sheet.tsx) takes over once it has loaded, at the first idle moment (when the burger
 * is shown) or as soon as
 * the burger is reached; a press before that opens the sheet when it arrives.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const [loaded, requestSheet] = sheet.useModule(burgerShown);
  const handoff = useRef<MobileMenuHandoff>({ open: false, focused: false });
  if (loaded) {
    return (
      <loaded.MobileMenuSheet entries={entries} handoff={handoff.current} />
    );
  }
  return (
    <MobileMenuDisclosure
      entries={entries}
      handoff={handoff.current}
      onReach={requestSheet}
    />
  );
}

function MobileMenuDisclosure({
  entries,
  handoff,
  onReach,
}: {
  entries: NavEntry[];
  handoff: MobileMenuHandoff;
  onReach: () => void;
}) {
  const summaryRef = useRef<HTMLElement>(null);

  // Runs as the disclosure is replaced, while the burger is still in the page.
  useBrowserLayoutEffect(
    () => () => {
      handoff.focused = document.activeElement === summaryRef.current;
    },
    [handoff],
  );

  return (
    <details className="mobile-menu group/menu">
      <summary
        ref={summaryRef}
        className={burgerClasses}
        onPointerEnter={onReach}
        onFocus={onReach}
        onClick={(event: MouseEvent) => {
          // With script the sheet opens instead of the dropdown.
          event.preventDefault();
          handoff.open = true;
          onReach();
        }}
      >
        <span className="sr-only">{NAV_MESSAGES.menu}</span>
        <BurgerIcon className="group-open/menu:hidden" />
        <CloseIcon className="hidden group-open/menu:block" />
      </summary>
      <Suspense fallback={null}>
        <DropdownNav
          entries={entries}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-5 pt-2 pb-6 text-ink-900 shadow-xl"
        />
      </Suspense>
    </details>
  );
}
