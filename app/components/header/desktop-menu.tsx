import {
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import type { NavEntry } from "~/config/site";
import { cx } from "~/lib/cx";
import { deferredModule } from "~/lib/deferred-module";
import { useBrowserLayoutEffect } from "~/lib/layout-effect";
import {
  canHover,
  menuGroupClasses,
  menuLayout,
  menuPanelProps,
  topLevelClasses,
  type MenuHandoff,
} from "./desktop-menu-parts";
import { ChevronDownIcon } from "./icons";
import * as eagerEntries from "./menu-entries";
import { NavAnchor } from "./nav-link";
import { NAV_MESSAGES } from "~/lib/messages";

// Radix NavigationMenu is about 7 KiB of gzip script no page needs to become interactive.
const interactiveMenu = deferredModule(
  () => import("./desktop-menu-interactive"),
);

const unwrapped = (anchor: ReactElement) => anchor;

/** Tailwind's `lg`, where the desktop navigation shows (site-header.tsx); elsewhere it waits for a reach. */
const desktopNavShown = () => window.matchMedia("(min-width: 64rem)").matches;

/**
 * The desktop navigation (behaviour §2). The server and the hydrating browser render it as plain
 * links and triggers, whose menus open on hover and focus through CSS when there is no script
 * (app.css). In the browser the Radix menu takes over once it has loaded, at the first idle
 * moment (when the desktop navigation is shown) or as soon as the pointer or focus reaches a
 * trigger; a trigger clicked before that opens its menu when the Radix menu arrives, one the
 * pointer is resting on opens as if just reached, and focus stays where it was.
 */
export function DesktopMenu({
  entries,
  className,
}: {
  entries: NavEntry[];
  className?: string;
}) {
  const [interactive, requestInteractive] =
    interactiveMenu.useModule(desktopNavShown);
  const handoff = useRef<MenuHandoff>({
    open: "",
    focusInto: false,
    focused: null,
    hovered: "",
  });
  if (interactive) {
    return (
      <interactive.InteractiveDesktopMenu
        entries={entries}
        className={className}
        handoff={handoff.current}
      />
    );
  }
  return (
    <PlainDesktopMenu
      entries={entries}
      className={className}
      handoff={handoff.current}
      onReach={requestInteractive}
    />
  );
}

function PlainDesktopMenu({
  entries,
  className,
  handoff,
  onReach,
}: {
  entries: NavEntry[];
  className?: string;
  handoff: MenuHandoff;
  onReach: () => void;
}) {
  const navRef = useRef<HTMLElement>(null);

  // Runs as this menu is replaced, while its elements are still in the page.
  useBrowserLayoutEffect(
    () => () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement)) return;
      if (!navRef.current?.contains(focused)) return;
      const trigger = focused.dataset.menuTrigger;
      const href = focused.getAttribute("href");
      if (trigger) handoff.focused = { trigger };
      else if (href) handoff.focused = { href };
    },
    [handoff],
  );

  const openOnArrival = (label: string, focusInto: boolean) => {
    handoff.open = label;
    handoff.focusInto = focusInto;
    onReach();
  };

  return (
    <nav
      ref={navRef}
      aria-label={NAV_MESSAGES.mainNav}
      className={cx("desktop-nav", className)}
    >
      <div>
        <ul className="flex items-center gap-1">
          {entries.map((entry) => {
            if (entry.kind !== "group") {
              return (
                <li key={entry.label}>
                  <NavAnchor link={entry} className={topLevelClasses} />
                </li>
              );
            }
            const layout = menuLayout(entry.links.length);
            return (
              <li key={entry.label} className={menuGroupClasses(layout)}>
                <button
                  type="button"
                  className={topLevelClasses}
                  aria-expanded="false"
                  data-menu-trigger={entry.label}
                  onPointerEnter={(event: PointerEvent) => {
                    if (canHover(event)) handoff.hovered = entry.label;
                    onReach();
                  }}
                  onPointerLeave={() => {
                    if (handoff.hovered === entry.label) handoff.hovered = "";
                  }}
                  onFocus={onReach}
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    // A second press takes the first back, as it would on the Radix menu.
                    if (handoff.open === entry.label) handoff.open = "";
                    else openOnArrival(entry.label, false);
                  }}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (event.key !== "ArrowDown") return;
                    event.preventDefault();
                    openOnArrival(entry.label, true);
                  }}
                >
                  {entry.label}
                  <ChevronDownIcon className="size-4 opacity-70" />
                </button>
                {/* Without script these links open on hover and focus (app.css). A browser that
                    runs script never shows them (the Radix menu renders its own), so there they
                    are not elements at all: half of the header's on every page, which it
                    would otherwise parse and hydrate. React leaves <noscript> as it is. */}
                <noscript>
                  {import.meta.env.SSR ? (
                    <div {...menuPanelProps(layout)} data-nav-fallback="">
                      <eagerEntries.MenuLinks
                        group={entry}
                        columns={layout.columns}
                        wrap={unwrapped}
                      />
                    </div>
                  ) : null}
                </noscript>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
