import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import type { NavEntry, NavGroup } from "~/config/site";
import { MENU_HIDE_DELAY_MS } from "~/lib/constants";
import { cx } from "~/lib/cx";
import {
  menuGroupClasses,
  menuItemClasses,
  menuLayout,
  MenuLinks,
  menuPanelProps,
  topLevelClasses,
  type MenuHandoff,
} from "./desktop-menu-parts";
import { ChevronDownIcon } from "./icons";
import { NavAnchor } from "./nav-link";

/**
 * Radix opens a menu when the pointer rests on its trigger, and the click that follows then
 * closes it; its hover timer can also reopen a menu a quick click has just closed. Menus here
 * open on a click or a key only, so a click is always a clean toggle: these handlers cancel
 * Radix's pointer-move and pointer-leave behaviour.
 */
const ignorePointerHover = (event: PointerEvent) => event.preventDefault();

const firstLinkOf = (element: HTMLElement | null) =>
  element?.querySelector<HTMLElement>("a");

/**
 * The desktop navigation (behaviour §2) on Radix NavigationMenu: a click, Enter or Space on a trigger
 * toggles its menu, ArrowDown opens it and moves into it, Escape or a click outside closes it.
 * Closed menus are not rendered, so their links stay out of the tab order. It takes over from
 * the plain menu in the browser (desktop-menu.tsx), carrying on what the visitor began there.
 */
export function InteractiveDesktopMenu({
  entries,
  className,
  handoff,
}: {
  entries: NavEntry[];
  className?: string;
  handoff: MenuHandoff;
}) {
  const navRef = useRef<HTMLElement>(null);
  const [openMenu, setOpenMenu] = useState(handoff.open);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Focus stays where the visitor left it in the plain menu, or moves into the menu they opened.
  useLayoutEffect(() => {
    const { focused, focusInto } = handoff;
    Object.assign(handoff, { open: "", focusInto: false, focused: null });
    const nav = navRef.current;
    if (!nav) return;
    if (focusInto) {
      firstLinkOf(nav.querySelector("[data-menu-content]"))?.focus();
    } else if (focused && "trigger" in focused) {
      nav
        .querySelector<HTMLElement>(
          `[data-menu-trigger="${CSS.escape(focused.trigger)}"]`,
        )
        ?.focus();
    } else if (focused) {
      nav
        .querySelector<HTMLElement>(`a[href="${CSS.escape(focused.href)}"]`)
        ?.focus();
    }
  }, [handoff]);

  const hideAfterItemClick = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpenMenu(""), MENU_HIDE_DELAY_MS);
  };

  return (
    <NavigationMenu.Root
      ref={navRef}
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
  const layout = menuLayout(group.links.length);

  // Radix moves into an open menu on ArrowDown; a closed one should open on it too.
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" || open) return;
    event.preventDefault();
    onOpen();
    // The content mounts with the next render; Radix moves focus the same way.
    setTimeout(() => firstLinkOf(contentRef.current)?.focus());
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
      className={menuGroupClasses(layout)}
    >
      <NavigationMenu.Trigger
        ref={triggerRef}
        className={topLevelClasses}
        data-menu-trigger={group.label}
        onPointerMove={ignorePointerHover}
        onPointerLeave={ignorePointerHover}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <ChevronDownIcon className="size-4 opacity-70 transition-transform in-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        ref={contentRef}
        data-menu-content=""
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
                // behaviour §4: the menu hides about 100 ms after an item click, not at once.
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
    </NavigationMenu.Item>
  );
}
