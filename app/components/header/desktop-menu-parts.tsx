import type { CSSProperties, PointerEvent } from "react";
import {
  MENU_SINGLE_COLUMN_MAX_ITEMS,
  MENU_WIDTH_ONE_COLUMN_PX,
  MENU_WIDTH_TWO_COLUMNS_PX,
  MENU_WIDTH_TWO_COLUMNS_XL_PX,
} from "~/lib/constants";
import { cx } from "~/lib/cx";

/** What the plain menu hands to the Radix one when it takes over (see DesktopMenu). */
export type MenuHandoff = {
  /** The group the visitor opened before Radix had loaded. */
  open: string;
  /** Opened with ArrowDown: focus moves into the menu once it shows. */
  focusInto: boolean;
  /** What had focus in the plain menu, found again by the same attribute in the new one. */
  focused: { trigger: string } | { href: string } | null;
  /** The group whose trigger a mouse or pen was resting on: it opens as if just reached. */
  hovered: string;
};

/** A pointer that can rest over a trigger without pressing it: a mouse or pen, not a finger. */
export const canHover = (event: PointerEvent) =>
  event.pointerType === "mouse" || event.pointerType === "pen";

export const topLevelClasses =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-ink-800 hover:bg-ink-950/5 data-[state=open]:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 on-dark:data-[state=open]:bg-white/10";

/** behaviour §2/§9: more than 5 entries use two columns (900px, 1000px on xl), otherwise one (500px). */
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

export type MenuLayout = ReturnType<typeof menuLayout>;

export function menuGroupClasses(layout: MenuLayout) {
  return cx("nav-group", layout.columns === 1 && "relative");
}

export function menuPanelProps(layout: MenuLayout) {
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
