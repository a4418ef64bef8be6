import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import type { NavEntry, NavGroup } from "~/config/site";
import { cx } from "~/lib/cx";
import {
  canHover,
  menuGroupClasses,
  menuLayout,
  menuPanelProps,
  topLevelClasses,
  type MenuHandoff,
} from "./desktop-menu-parts";
import { ChevronDownIcon } from "./icons";
import { MenuLinks } from "./menu-entries";
import { createMenuIntent, type MenuIntent } from "./menu-intent";
import { NavAnchor } from "./nav-link";
import { NAV_MESSAGES } from "~/lib/messages";

/**
 * Radix's own hover handling is cancelled (its handlers skip an event whose default is
 * prevented): it follows the mouse only, not a pen; it closes 150 ms after the pointer leaves;
 * and a click on a menu it opened toggles that menu shut. menu-intent.ts decides instead.
 */
const cancelRadixHover = (event: PointerEvent) => event.preventDefault();

const firstLinkOf = (element: HTMLElement | null) =>
  element?.querySelector<HTMLElement>("a");

/**
 * The desktop navigation (behaviour §2) on Radix NavigationMenu: a mouse or pen resting on a
 * trigger opens its menu, which closes shortly after the pointer leaves trigger and panel; a
 * click, Enter or Space on a trigger opens its menu or closes one it opened; ArrowDown opens it
 * and moves into it; Escape or a click outside closes it (menu-intent.ts). Closed menus are not
 * rendered, so their links stay out of the tab order. It takes over from the plain menu in the
 * browser (desktop-menu.tsx), carrying on what the visitor began there.
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
  const [openMenu, setOpenMenu] = useState("");
  const [intent] = useState(() => createMenuIntent("", setOpenMenu));
  const focusIntoOpenMenu = useRef(false);
  useEffect(() => () => intent.dispose(), [intent]);

  // What the visitor began in the plain menu is read here, at commit, not while rendering: this
  // menu arrives in a transition, whose render may run before a press the plain menu then takes.
  // Focus stays where the visitor left it; a menu they pressed opens (and takes focus if they
  // asked with ArrowDown); a mouse resting on a trigger opens its menu as if it had just stopped.
  useLayoutEffect(() => {
    const { focused, focusInto, hovered, open } = handoff;
    Object.assign(handoff, {
      open: "",
      focusInto: false,
      focused: null,
      hovered: "",
    });
    if (focused) {
      const selector =
        "trigger" in focused
          ? `[data-menu-trigger="${CSS.escape(focused.trigger)}"]`
          : `a[href="${CSS.escape(focused.href)}"]`;
      navRef.current?.querySelector<HTMLElement>(selector)?.focus();
    }
    if (open) {
      focusIntoOpenMenu.current = focusInto;
      intent.press(open);
    } else if (hovered) {
      intent.pointerRestingOn(hovered);
    }
  }, [handoff, intent]);

  // Radix mounts an opened menu's content a render later (its presence), as after ArrowDown on
  // a trigger (onTriggerKeyDown): focus moves in once it is there.
  useEffect(() => {
    if (!openMenu || !focusIntoOpenMenu.current) return;
    focusIntoOpenMenu.current = false;
    const moveIn = setTimeout(() =>
      firstLinkOf(
        navRef.current?.querySelector("[data-menu-content]") ?? null,
      )?.focus(),
    );
    return () => clearTimeout(moveIn);
  }, [openMenu]);

  return (
    <NavigationMenu.Root
      ref={navRef}
      value={openMenu}
      // Radix only closes menus here (its hover and trigger toggling are cancelled).
      onValueChange={(value) => {
        if (value === "") intent.dismissed();
      }}
      aria-label={NAV_MESSAGES.mainNav}
      className={cx("desktop-nav", className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "group" ? (
            <DesktopMenuGroup
              key={entry.label}
              group={entry}
              open={openMenu === entry.label}
              intent={intent}
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
  intent,
}: {
  group: NavGroup;
  open: boolean;
  intent: MenuIntent;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const layout = menuLayout(group.links.length);

  // Radix moves into an open menu on ArrowDown; a closed one should open on it too.
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" || open) return;
    event.preventDefault();
    intent.openFromKey(group.label);
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
      // The item holds the trigger and its panel: the pointer is on the menu while inside it.
      onPointerMove={(event) => {
        if (canHover(event))
          intent.pointerMove(group.label, event.clientX, event.clientY);
      }}
      onPointerLeave={(event) => {
        if (canHover(event)) intent.pointerLeave(group.label);
      }}
    >
      <NavigationMenu.Trigger
        ref={triggerRef}
        className={topLevelClasses}
        data-menu-trigger={group.label}
        onPointerMove={cancelRadixHover}
        onPointerLeave={cancelRadixHover}
        onClick={(event: MouseEvent) => {
          // Instead of Radix's toggle: a click on a menu the pointer opened keeps it open.
          event.preventDefault();
          intent.press(group.label);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <ChevronDownIcon className="size-4 opacity-70 transition-transform in-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        ref={contentRef}
        data-menu-content=""
        onPointerLeave={cancelRadixHover}
        // Escape closes the menu however it was opened; focus goes back to its trigger.
        onEscapeKeyDown={() => triggerRef.current?.focus()}
        // Radix keeps a menu open while focus moves to another trigger; here it closes once
        // focus leaves the trigger and its menu, so an open menu never drops out of the Tab order.
        onFocusOutside={(event) => {
          if (!itemRef.current?.contains(event.target as Node | null))
            intent.dismissed();
        }}
        {...menuPanelProps(layout)}
      >
        <MenuLinks
          group={group}
          columns={layout.columns}
          wrap={(anchor) => (
            <NavigationMenu.Link
              asChild
              onSelect={(event) => {
                // behaviour §4: the menu hides about 100 ms after an item click, not at once.
                event.preventDefault();
                intent.itemChosen();
              }}
            >
              {anchor}
            </NavigationMenu.Link>
          )}
        />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
