import { useRef, useSyncExternalStore } from "react";

/**
 * A press of a mouse button, a pen or a finger, from its start until the click it makes.
 *
 * A field checked when it loses focus (behaviour §5) loses it at the start of a press on the
 * form's button: a message shown then pushes the button down, the press ends over something else
 * and the click never happens (docs/decisions/078-field-messages-wait-for-the-click.md). A message that
 * would appear during a press waits for the press's click, after the click's own handlers.
 *
 * On touch screens the click, and the blur before it, come after the finger has left the glass:
 * the press lasts until that click, or until `PRESS_WITHOUT_CLICK_MS` after the release when no
 * click follows (a finger that slid off the button).
 */
export const PRESS_WITHOUT_CLICK_MS = 500;

let pressed = false;
let listening = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const subscribers = new Set<() => void>();

function setPressed(value: boolean) {
  clearTimeout(releaseTimer);
  pressed = value;
  for (const notify of subscribers) notify();
}

/** Ends the press after the handlers of the event now being dispatched. */
function releaseSoon(delay = 0) {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), delay);
}

function listen() {
  if (listening) return;
  listening = true;
  const capture = { capture: true, passive: true };
  document.addEventListener("pointerdown", () => setPressed(true), capture);
  document.addEventListener("click", () => releaseSoon(), capture);
  document.addEventListener("pointercancel", () => releaseSoon(), capture);
  document.addEventListener(
    "pointerup",
    () => releaseSoon(PRESS_WITHOUT_CLICK_MS),
    capture,
  );
}

function subscribe(notify: () => void) {
  listen();
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

/** Also the server's snapshot: nothing presses there, and nothing ever sets it. */
const isPressed = () => pressed;

/**
 * `value`, except that while a press is under way it stays what it was when the press began, and
 * takes its latest value once the press has made its click.
 */
export function useSteadyWhilePressed<Value>(value: Value): Value {
  const duringPress = useSyncExternalStore(subscribe, isPressed, isPressed);
  const beforePress = useRef(value);
  if (!duringPress) beforePress.current = value;
  return duringPress ? beforePress.current : value;
}
