/** The support chat widget (Intercom's Messenger API): loaded after idle, only when configured. */
import { chatWidgetUrl } from "./chat";
import { pageNonce } from "./idle.client";

type Intercom = ((command: string, ...args: unknown[]) => void) & {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
};

declare global {
  interface Window {
    Intercom?: Intercom;
  }
}

let requested = false;

/**
 * Puts Intercom's command queue in place and adds its script once. Commands given before the
 * script runs wait in the queue, as with Intercom's own snippet.
 */
export function loadChatWidget(appId: string) {
  if (requested) return;
  requested = true;
  if (typeof window.Intercom !== "function") {
    const queue: unknown[][] = [];
    const stub: Intercom = (...args) => void queue.push(args);
    stub.q = queue;
    stub.c = (args) => void queue.push(args);
    window.Intercom = stub;
  }
  const script = document.createElement("script");
  script.async = true;
  script.src = chatWidgetUrl(appId);
  script.nonce = pageNonce();
  script.onerror = () => console.warn("The support chat could not be loaded.");
  document.head.append(script);
}

export function chat(
  command: "boot" | "update" | "shutdown",
  settings?: object,
) {
  if (settings) window.Intercom?.(command, settings);
  else window.Intercom?.(command);
}

const IDENTIFIED_KEY = "aden:chat-identified";

/** Remembers that the widget knows who the visitor is, so a later signed-out page can forget it. */
export function rememberChatIdentity(identified: boolean) {
  try {
    if (identified) localStorage.setItem(IDENTIFIED_KEY, "1");
    else localStorage.removeItem(IDENTIFIED_KEY);
  } catch {
    // Storage refused: nothing to remember.
  }
}

export function chatWasIdentified(): boolean {
  try {
    return localStorage.getItem(IDENTIFIED_KEY) === "1";
  } catch {
    return false;
  }
}
