"use client";

import { useEffect, useSyncExternalStore } from "react";

import { useDeveloperMode } from "../preferences/developer-mode";
import { ToastCard } from "./toast-card";
import type { ToastLabels } from "./toast-card";
import { toastStore, toast } from "./toast";
import { useSupportChatPresent } from "./use-support-chat-present";
import type { ToastInput } from "./toast-store";

declare global {
  interface Window {
    /** Test and debugging hook, present in developer mode and in non-production builds (docs/shell.md). */
    __hopperToast?: (input: ToastInput) => number;
  }
}

const NO_NOTIFICATIONS: never[] = [];

/** Fixed bottom-right stack of toasts; polite live region so screen readers announce new ones. */
/**
 * `exposeTestHook` (non-production servers) or developer mode installs `window.__hopperToast`, which
 * browser tests and people debugging use to raise toasts.
 */
export function ToastArea({ labels, exposeTestHook }: { labels: ToastLabels; exposeTestHook: boolean }) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NO_NOTIFICATIONS);
  const { enabled: developerMode } = useDeveloperMode();
  const chatPresent = useSupportChatPresent();

  useEffect(() => {
    if (!developerMode && !exposeTestHook) return;
    window.__hopperToast = toast;
    return () => {
      delete window.__hopperToast;
    };
  }, [developerMode, exposeTestHook]);

  return (
    <section
      aria-label={labels.region}
      aria-live="polite"
      className={`pointer-events-none fixed right-4 ${chatPresent ? "bottom-24" : "bottom-4"} z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2`}
      data-testid="toast-area"
      data-shifted={chatPresent || undefined}
    >
      {items.map((item) => (
        <ToastCard key={item.id} toast={item} labels={labels} />
      ))}
    </section>
  );
}
