import {
  MENU_HIDE_DELAY_MS,
  MENU_HOVER_CLOSE_DELAY_MS,
  MENU_HOVER_OPEN_DELAY_MS,
  MENU_HOVER_REST_TOLERANCE_PX,
} from "~/lib/constants";

/**
 * Which desktop menu is open (behaviour §2, decision 044), decided from the visitor's pointer and
 * presses. Kept apart from React and Radix so its timing can be tested on its own.
 *
 * - A mouse or pen that rests on a trigger opens its menu; one passing over it does not. The
 *   delay restarts whenever the pointer moves further than the tolerance.
 * - A menu the pointer opened closes shortly after the pointer leaves its trigger and panel,
 *   unless the pointer reaches that trigger or panel again first, so a path that clips the next
 *   trigger on its way down into the panel keeps the menu.
 * - A press (click, Enter, Space) opens a closed menu and keeps it open until it is pressed
 *   again, dismissed or replaced: a press on a menu the pointer opened keeps it open, it never
 *   toggles it shut.
 * - A menu closed while the pointer is on its trigger stays closed until the pointer leaves.
 */
export function createMenuIntent(
  initiallyOpen: string,
  show: (group: string) => void,
) {
  let current = initiallyOpen;
  let openedByPointer = false;
  /** The group whose trigger or panel the mouse or pen is over. */
  let pointerOn = "";
  /** A group closed under the pointer: hover leaves it shut until the pointer has left. */
  let heldShut = "";
  let restingAt: { group: string; x: number; y: number } | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelOpening = () => {
    clearTimeout(openTimer);
    restingAt = null;
  };

  const set = (group: string, byPointer: boolean) => {
    cancelOpening();
    clearTimeout(closeTimer);
    openedByPointer = byPointer && group !== "";
    if (group === "" && current !== "" && pointerOn === current) {
      heldShut = current;
    }
    current = group;
    show(group);
  };

  const restOn = (group: string, x: number, y: number) => {
    clearTimeout(openTimer);
    restingAt = { group, x, y };
    openTimer = setTimeout(() => set(group, true), MENU_HOVER_OPEN_DELAY_MS);
  };

  return {
    /** The mouse or pen moved over a group's trigger or its open panel. */
    pointerMove(group: string, x: number, y: number) {
      pointerOn = group;
      if (heldShut === group) return;
      clearTimeout(closeTimer);
      if (current === group) return;
      const still =
        restingAt?.group === group &&
        Math.hypot(x - restingAt.x, y - restingAt.y) <=
          MENU_HOVER_REST_TOLERANCE_PX;
      if (!still) restOn(group, x, y);
    },

    /** The mouse or pen left a group's trigger and panel. */
    pointerLeave(group: string) {
      if (pointerOn === group) pointerOn = "";
      if (heldShut === group) heldShut = "";
      if (restingAt?.group === group) cancelOpening();
      if (current !== "" && openedByPointer) {
        clearTimeout(closeTimer);
        closeTimer = setTimeout(
          () => set("", false),
          MENU_HOVER_CLOSE_DELAY_MS,
        );
      }
    },

    /**
     * The pointer was resting on a trigger before this menu could open (the plain menu's hand
     * over): it opens as if the pointer had just stopped there.
     */
    pointerRestingOn(group: string) {
      pointerOn = group;
      if (current === "") restOn(group, Number.NaN, Number.NaN);
    },

    /** A click, Enter or Space on a group's trigger. */
    press(group: string) {
      if (current !== group) set(group, false);
      else if (openedByPointer) {
        cancelOpening();
        clearTimeout(closeTimer);
        openedByPointer = false;
      } else set("", false);
    },

    /** Opened from the keyboard (ArrowDown on a trigger). */
    openFromKey(group: string) {
      set(group, false);
    },

    /** Radix closed the menu: Escape, a click outside, focus leaving it. */
    dismissed() {
      set("", false);
    },

    /** behaviour §4: after a click on one of its items the menu hides, a moment later. */
    itemChosen() {
      const chosenFrom = current;
      cancelOpening();
      clearTimeout(closeTimer);
      if (pointerOn === chosenFrom) heldShut = chosenFrom;
      closeTimer = setTimeout(() => set("", false), MENU_HIDE_DELAY_MS);
    },

    dispose() {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
    },
  };
}

export type MenuIntent = ReturnType<typeof createMenuIntent>;
