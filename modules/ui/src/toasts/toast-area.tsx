"use client";

import { useEffect, useSyncExternalStore } from "react";

import { useDeveloperMode } from "../preferences/developer-mode";
import { NotificationCard } from "./notification-card";
import type { NotificationLabels } from "./notification-card";
import { notificationStore, notify } from "./notify";
import { useSupportChatPresent } from "./use-support-chat-present";
import type { NotificationInput } from "./notification-store";

declare global {
  interface Window {
    /** Test and debugging hook, present in developer mode and in non-production builds (docs/shell.md). */
    __hopperNotify?: (input: NotificationInput) => number;
  }
}

const NO_NOTIFICATIONS: never[] = [];

/** Fixed bottom-right stack of notifications; polite live region so screen readers announce new ones. */
/**
 * `exposeTestHook` (non-production servers) or developer mode installs `window.__hopperNotify`, which
 * browser tests and people debugging use to raise notifications.
 */
export function NotificationArea({ labels, exposeTestHook }: { labels: NotificationLabels; exposeTestHook: boolean }) {
  const items = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.getSnapshot,
    () => NO_NOTIFICATIONS,
  );
  const { enabled: developerMode } = useDeveloperMode();
  const chatPresent = useSupportChatPresent();

  useEffect(() => {
    if (!developerMode && !exposeTestHook) return;
    window.__hopperNotify = notify;
    return () => {
      delete window.__hopperNotify;
    };
  }, [developerMode, exposeTestHook]);

  return (
    <section
      aria-label={labels.region}
      aria-live="polite"
      className={`pointer-events-none fixed right-4 ${chatPresent ? "bottom-24" : "bottom-4"} z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2`}
      data-testid="notification-area"
      data-shifted={chatPresent || undefined}
    >
      {items.map((item) => (
        <NotificationCard key={item.id} notification={item} labels={labels} />
      ))}
    </section>
  );
}
