"use client";

import { useSyncExternalStore } from "react";

/** Support chat widgets mark their root with this attribute; the toast stack moves up above them. */
export const SUPPORT_CHAT_SELECTOR = "[data-support-chat]";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Whether a support chat widget is on the page (spec section 4: the toast area shifts). */
export function useSupportChatPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.querySelector(SUPPORT_CHAT_SELECTOR) !== null,
    () => false,
  );
}
