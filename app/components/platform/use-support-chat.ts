import { useMatches } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  CHAT_HIDDEN_ROUTE_NAME,
  chatBootSettings,
  chatIdentity,
  type ChatIdentity,
} from "~/lib/chat";
import {
  chat,
  chatWasIdentified,
  loadChatWidget,
  rememberChatIdentity,
} from "~/lib/chat.client";
import type { PublicEnv } from "~/lib/env.server";
import { whenIdle } from "~/lib/idle.client";
import type { RouteHandle } from "~/lib/route-handle";
import type { PublicUser } from "~/lib/user";

/** Whether a modal (a Radix dialog: auth, contact, booking, the mobile menu) is open. */
function useModalOpen(enabled: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () =>
      setOpen(
        document.querySelector('[role="dialog"][data-state="open"]') !== null,
      );
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    return () => observer.disconnect();
  }, [enabled]);
  return open;
}

type Booted = { identity: string | null; hidden: boolean };

/**
 * behaviour §2, §4: the support chat starts once per page load after idle, in the configured region;
 * its identity follows the signed-in user; logout shuts it down and restarts it anonymous. The
 * default launcher is hidden on `online-form-id`, and while a modal dialog is open: the dialog
 * makes the rest of the page inert, so the launcher could not be used anyway (decision 024).
 */
export function useSupportChat(
  config: PublicEnv["intercom"],
  user: PublicUser | null,
) {
  const appId = config?.appId;
  const region = config?.region ?? "us";
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!appId) return;
    return whenIdle(() => {
      loadChatWidget(appId);
      setReady(true);
    });
  }, [appId]);

  const matches = useMatches();
  const onHiddenRoute = matches.some(
    (match) =>
      (match.handle as RouteHandle | undefined)?.routeName ===
      CHAT_HIDDEN_ROUTE_NAME,
  );
  const modalOpen = useModalOpen(Boolean(appId));
  const hidden = onHiddenRoute || modalOpen;

  const identity: ChatIdentity | null = user?.id ? chatIdentity(user) : null;
  const identityKey = identity ? JSON.stringify(identity) : null;
  const latestIdentity = useRef(identity);
  latestIdentity.current = identity;
  const booted = useRef<Booted | null>(null);

  useEffect(() => {
    if (!ready || !appId) return;
    const current = latestIdentity.current;
    const boot = () =>
      chat(
        "boot",
        chatBootSettings({
          appId,
          region,
          hideLauncher: hidden,
          identity: current,
        }),
      );
    const before = booted.current;
    booted.current = { identity: identityKey, hidden };
    const wasIdentified = chatWasIdentified();
    rememberChatIdentity(current !== null);
    if (!before) {
      // A page loaded signed out after a logout elsewhere: forget the previous visitor first.
      if (!current && wasIdentified) chat("shutdown");
      boot();
    } else if (before.identity !== identityKey && !current) {
      chat("shutdown");
      boot();
    } else if (before.identity !== identityKey) {
      chat("update", { ...current, hide_default_launcher: hidden });
    } else if (before.hidden !== hidden) {
      chat("update", { hide_default_launcher: hidden });
    }
  }, [ready, appId, region, identityKey, hidden]);
}
