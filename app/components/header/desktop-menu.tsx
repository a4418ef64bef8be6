import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from "react";
import type { NavEntry, NavGroup } from "~/config/site";
import {
  MENU_HIDE_DELAY_MS,
  MENU_SINGLE_COLUMN_MAX_ITEMS,
  MENU_WIDTH_ONE_COLUMN_PX,
  MENU_WIDTH_TWO_COLUMNS_PX,
  MENU_WIDTH_TWO_COLUMNS_XL_PX,
} from "~/lib/constants";
import { cx } from "~/lib/cx";
import { NavAnchor } from "./nav-link";

const topLevelClasses =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-ink-800 hover:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10";

export function DesktopMenu({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="flex items-center gap-1">
      {entries.map((entry) =>
        entry.kind === "group" ? (
          <DesktopMenuGroup key={entry.label} group={entry} />
        ) : (
          <li key={entry.label}>
            <NavAnchor link={entry} className={topLevelClasses} />
          </li>
        ),
      )}
    </ul>
  );
}

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
 * A disclosure menu. Without JavaScript it opens on hover and focus through CSS; with it, the
 * same plus arrow keys, Escape, and hiding shortly after an item is clicked.
 */
function DesktopMenuGroup({ group }: { group: NavGroup }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const groupRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverReopenBlocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const layout = menuLayout(group.links.length);

  useEffect(() => () => clearTimeout(timer.current), []);

  const items = () =>
    Array.from(
      groupRef.current?.querySelectorAll<HTMLAnchorElement>(
        "[data-menu-item]",
      ) ?? [],
    );
  const show = () => {
    clearTimeout(timer.current);
    if (!hoverReopenBlocked.current) setOpen(true);
  };
  const hideSoon = (delay = MENU_HIDE_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), delay);
  };
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      hoverReopenBlocked.current = false;
      setOpen(true);
      // The panel is in the DOM already (hidden by CSS); wait a frame for it to show.
      const target = event.key === "ArrowDown" ? 0 : -1;
      requestAnimationFrame(() => focusItem(target));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      hoverReopenBlocked.current = true;
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    // Hover and focus are delegated from the group to its panel; the trigger and the links are
    // the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={groupRef}
      className={cx("nav-group group", layout.columns === 1 && "relative")}
      data-open={open || undefined}
      onPointerEnter={(event) => event.pointerType === "mouse" && show()}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        hoverReopenBlocked.current = false;
        hideSoon();
      }}
      onFocus={(event) => {
        if (
          (event.target as Node) === triggerRef.current &&
          hoverReopenBlocked.current
        )
          return;
        show();
      }}
      onBlur={(event) => {
        if (!groupRef.current?.contains(event.relatedTarget as Node | null)) {
          hoverReopenBlocked.current = false;
          setOpen(false);
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={topLevelClasses}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          hoverReopenBlocked.current = open;
          setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 opacity-70 transition-transform group-data-[open]:rotate-180"
          fill="currentColor"
        >
          <path d="M5.2 7.7a1 1 0 0 1 1.4 0L10 11l3.4-3.3a1 1 0 1 1 1.4 1.4l-4.1 4a1 1 0 0 1-1.4 0l-4.1-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* Arrow keys are delegated from the links to their panel. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        className={cx(
          "nav-panel absolute top-full z-10 w-[min(var(--menu-width),calc(100vw-2rem))] pt-3 xl:w-[min(var(--menu-width-xl),calc(100vw-2rem))]",
          // Two-column panels are centred under the header, so they never leave the screen.
          layout.columns === 2 ? "left-1/2 -translate-x-1/2" : "left-0",
        )}
        data-columns={layout.columns}
        style={
          {
            "--menu-width": `${layout.widthPx}px`,
            "--menu-width-xl": `${layout.xlWidthPx}px`,
          } as CSSProperties
        }
        onKeyDown={onPanelKeyDown}
      >
        <ul
          className={cx(
            "grid gap-1 rounded-2xl bg-white p-3 text-left shadow-xl ring-1 ring-ink-950/5",
            layout.columns === 2 && "grid-cols-2",
          )}
        >
          {group.links.map((link) => (
            <li key={link.href}>
              <NavAnchor
                link={link}
                menuItem
                withDescription
                onClick={() => {
                  hoverReopenBlocked.current = true;
                  hideSoon();
                }}
                className="flex flex-col rounded-xl px-3 py-2.5 text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50"
              />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
