// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ChatModule from "./chat.client";

/** A fresh module: it adds Intercom's script once per page. */
async function freshChat(): Promise<typeof ChatModule> {
  vi.resetModules();
  return import("./chat.client");
}

beforeEach(() => {
  // happy-dom loads no scripts: each one the page adds fails, and says so on the console.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Intercom;
  document.head.innerHTML = "";
  localStorage.clear();
});

describe("loadChatWidget", () => {
  it("queues the commands given before Intercom's script runs, and adds the script once with the page's nonce", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const pageScript = document.createElement("script");
    pageScript.setAttribute("nonce", "");
    pageScript.nonce = "r4nd0m";
    document.head.append(pageScript);
    const { chat, loadChatWidget } = await freshChat();

    loadChatWidget("abc 123");
    chat("boot", { app_id: "abc 123" });
    chat("update");
    window.Intercom!.c!(["shutdown"]);
    loadChatWidget("abc 123");

    expect(window.Intercom!.q).toStrictEqual([
      ["boot", { app_id: "abc 123" }],
      ["update"],
      ["shutdown"],
    ]);
    const added = [...document.head.querySelectorAll("script")].slice(1);
    expect(
      added.map((script) => ({
        src: script.src,
        async: script.async,
        nonce: script.nonce,
      })),
    ).toEqual([
      {
        src: "https://widget.intercom.io/widget/abc%20123",
        async: true,
        nonce: "r4nd0m",
      },
    ]);
    // The script failed to load (happy-dom loads none): only a warning, the page carries on.
    expect(warn).toHaveBeenCalledWith("The support chat could not be loaded.");
  });

  it("keeps an Intercom already on the page", async () => {
    const intercom = vi.fn();
    window.Intercom = intercom;
    const { chat, loadChatWidget } = await freshChat();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    loadChatWidget("abc123");
    chat("shutdown");
    expect(window.Intercom).toBe(intercom);
    expect(intercom.mock.calls).toStrictEqual([["shutdown"]]);
  });
});

describe("chat", () => {
  it("does nothing before the widget is loaded", async () => {
    const { chat } = await freshChat();
    expect(() => chat("update", { name: "Ada" })).not.toThrow();
    expect(() => chat("shutdown")).not.toThrow();
  });
});

describe("the chat identity memory", () => {
  it("remembers in localStorage that the widget was told who the visitor is, until forgotten", async () => {
    const { chatWasIdentified, rememberChatIdentity } = await freshChat();
    expect(chatWasIdentified()).toBe(false);
    rememberChatIdentity(true);
    expect(localStorage.getItem("aden:chat-identified")).toBe("1");
    expect(chatWasIdentified()).toBe(true);
    rememberChatIdentity(false);
    expect(localStorage.getItem("aden:chat-identified")).toBeNull();
    expect(chatWasIdentified()).toBe(false);
  });

  it("remembers nothing, and does not fail, when storage is refused", async () => {
    const { chatWasIdentified, rememberChatIdentity } = await freshChat();
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("localStorage", {
      getItem: refused,
      setItem: refused,
      removeItem: refused,
    });
    expect(() => rememberChatIdentity(true)).not.toThrow();
    expect(() => rememberChatIdentity(false)).not.toThrow();
    expect(chatWasIdentified()).toBe(false);
  });
});
