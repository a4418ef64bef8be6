import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { NavEntry, NavGroup, NavLink } from "~/config/site";
import {
  MENU_HIDE_DELAY_MS,
  MENU_SINGLE_COLUMN_MAX_ITEMS,
  MENU_WIDTH_ONE_COLUMN_PX,
  MENU_WIDTH_TWO_COLUMNS_PX,
  MENU_WIDTH_TWO_COLUMNS_XL_PX,
} from "~/lib/constants";
import { cx } from "~/lib/cx";
import { ChevronDownIcon } from "./icons";
import { NavAnchor } from "./nav-link";

const topLevelClasses =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-ink-800 hover:bg-ink-950/5 data-[state=open]:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 on-dark:data-[state=open]:bg-white/10";

/** SPEC §2/§9: more than 5 entries use two columns (900px, 1000px on xl), otherwise one (500px). */
export function menuLayout(itemCount: number) {
  const twoColumns = itemCount > MENU_SINGLE_COLUMN_MAX_ITEMS;
  return {
    columns: twoColumns ? 2 : 1,
    widthPx: twoColumns ? MENU_WIDTH_TWO_COLUMNS_PX : MENU_WIDTH_ONE_COLUMN_PX,
    xlWidthPx: twoColumns
      ? MENU_WIDTH_TWO_COLUMNS_XL_PX
      : MENU_WIDTH_ONE_COLUMN_PX,
  };
}

/**
 * Radix opens a menu when the pointer rests on its trigger, and the click that follows then
 * closes it; its hover timer can also reopen a menu a quick click has just closed. Menus here
 * open on a click or a key only, so a click is always a clean toggle: these handlers cancel
 * Radix's pointer-move and pointer-leave behaviour.
 */
const ignorePointerHover = (event: PointerEvent) => event.preventDefault();

/**
 * The desktop navigation (SPEC §2) on Radix NavigationMenu: a click, Enter or Space on a trigger
 * toggles its menu, ArrowDown opens it and moves into it, Escape or a click outside closes it.
 * Closed menus are not rendered, so their links stay out of the tab order.
 */
export function DesktopMenu({
  entries,
  className,
}: {
  entries: NavEntry[];
  className?: string;
}) {
  const [openMenu, setOpenMenu] = useState("");
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const hideAfterItemClick = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpenMenu(""), MENU_HIDE_DELAY_MS);
  };

  return (
    <NavigationMenu.Root
      value={openMenu}
      onValueChange={setOpenMenu}
      aria-label="Main"
      className={cx("desktop-nav", className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "group" ? (
            <DesktopMenuGroup
              key={entry.label}
              group={entry}
              open={openMenu === entry.label}
              onOpen={() => setOpenMenu(entry.label)}
              onClose={() => setOpenMenu("")}
              onItemClick={hideAfterItemClick}
            />
          ) : (
            <NavigationMenu.Item key={entry.label}>
              <NavigationMenu.Link asChild>
                <NavAnchor link={entry} className={topLevelClasses} />
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function DesktopMenuGroup({
  group,
  open,
  onOpen,
  onClose,
  onItemClick,
}: {
  group: NavGroup;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onItemClick: () => void;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const layout = menuLayout(group.links.length);

  // Radix moves into an open menu on ArrowDown; a closed one should open on it too.
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" || open) return;
    event.preventDefault();
    onOpen();
    // The content mounts with the next render; Radix moves focus the same way.
    setTimeout(() => contentRef.current?.querySelector("a")?.focus());
  };

  // While a menu is open Radix puts an aria-hidden focus proxy with tabindex 0 after its trigger
  // (axe: aria-hidden-focus). The content follows the trigger in the DOM, so Tab reaches it
  // without the proxy; Radix still focuses the proxy from script when Tab leaves the content.
  useEffect(() => {
    const proxy = triggerRef.current?.nextElementSibling;
    if (open && proxy instanceof HTMLElement && proxy.ariaHidden === "true") {
      proxy.tabIndex = -1;
    }
  }, [open]);

  return (
    <NavigationMenu.Item
      ref={itemRef}
      value={group.label}
      className={cx("nav-group", layout.columns === 1 && "relative")}
    >
      <NavigationMenu.Trigger
        ref={triggerRef}
        className={topLevelClasses}
        onPointerMove={ignorePointerHover}
        onPointerLeave={ignorePointerHover}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <ChevronDownIcon className="size-4 opacity-70 transition-transform in-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        ref={contentRef}
        onPointerLeave={ignorePointerHover}
        // Escape closes the menu however it was opened; focus goes back to its trigger.
        onEscapeKeyDown={() => triggerRef.current?.focus()}
        // Radix keeps a menu open while focus moves to another trigger; here it closes once
        // focus leaves the trigger and its menu, so an open menu never drops out of the Tab order.
        onFocusOutside={(event) => {
          if (!itemRef.current?.contains(event.target as Node | null))
            onClose();
        }}
        {...menuPanelProps(layout)}
      >
        <MenuLinks group={group} columns={layout.columns}>
          {(link) => (
            <NavigationMenu.Link
              asChild
              onSelect={(event) => {
                // SPEC §4: the menu hides about 100 ms after an item click, not at once.
                event.preventDefault();
                onItemClick();
              }}
            >
              <NavAnchor
                link={link}
                withDescription
                className={menuItemClasses}
              />
            </NavigationMenu.Link>
          )}
        </MenuLinks>
      </NavigationMenu.Content>
      {hydrated ? null : (
        // Without JavaScript Radix renders no content: these server-rendered links open on hover
        // and focus through CSS (html:not([data-js]) in app.css) and leave at hydration.
        <div {...menuPanelProps(layout)} data-nav-fallback="">
          <MenuLinks group={group} columns={layout.columns}>
            {(link) => (
              <NavAnchor
                link={link}
                withDescription
                className={menuItemClasses}
              />
            )}
          </MenuLinks>
        </div>
      )}
    </NavigationMenu.Item>
  );
}

const menuItemClasses =
  "flex flex-col rounded-xl px-3 py-2.5 text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50";

function menuPanelProps(layout: ReturnType<typeof menuLayout>) {
  return {
    className: cx(
      "absolute top-full z-10 w-[min(var(--menu-width),calc(100vw-2rem))] pt-3 xl:w-[min(var(--menu-width-xl),calc(100vw-2rem))]",
      // Two-column panels are centred under the header, so they never leave the screen.
      layout.columns === 2 ? "left-1/2 -translate-x-1/2" : "left-0",
    ),
    "data-columns": layout.columns,
    style: {
      "--menu-width": `${layout.widthPx}px`,
      "--menu-width-xl": `${layout.xlWidthPx}px`,
    } as CSSProperties,
  };
}

function MenuLinks({
  group,
  columns,
  children,
}: {
  group: NavGroup;
  columns: number;
  children: (link: NavLink) => ReactNode;
}) {
  return (
    <ul
      className={cx(
        "grid gap-1 rounded-2xl bg-white p-3 text-left shadow-xl ring-1 ring-ink-950/5",
        columns === 2 && "grid-cols-2",
      )}
    >
      {group.links.map((link) => (
        <li key={link.href}>{children(link)}</li>
      ))}
    </ul>
  );
}
