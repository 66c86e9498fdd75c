"use client";

import { useEffect, useState } from "react";

import { notificationStore } from "./notify";
import { notificationCopyText } from "./notification-store";
import type { Notification } from "./notification-store";

export const COPY_CONFIRMATION_MS = 2_000;

export interface NotificationLabels {
  region: string;
  dismiss: string;
  copy: string;
  copied: string;
  errorCode: string;
}

const KIND_STYLES: Record<Notification["type"], string> = {
  error: "border-l-danger",
  warning: "border-l-warning",
  success: "border-l-success",
  info: "border-l-brand",
};

export function NotificationCard({ notification, labels }: { notification: Notification; labels: NotificationLabels }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const handle = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(handle);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(notificationCopyText(notification));
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
    }
  };

  return (
    <div
      role={notification.type === "error" ? "alert" : "status"}
      data-testid="notification"
      data-type={notification.type}
      className={`pointer-events-auto rounded-lg border border-l-4 border-divider bg-raised p-3 shadow-lg ${KIND_STYLES[notification.type]}`}
      onMouseEnter={() => notificationStore.pause(notification.id)}
      onMouseLeave={() => notificationStore.resume(notification.id)}
      onFocus={() => notificationStore.pause(notification.id)}
      onBlur={() => notificationStore.resume(notification.id)}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {notification.title ? (
            <p className="font-semibold">
              {notification.title}
              {notification.count > 1 ? (
                <span className="ml-2 rounded bg-divider px-1.5 text-xs" data-testid="notification-count">
                  x {notification.count}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="text-sm break-words">
            {notification.text}
            {!notification.title && notification.count > 1 ? (
              <span className="ml-2 rounded bg-divider px-1.5 text-xs" data-testid="notification-count">
                x {notification.count}
              </span>
            ) : null}
          </p>
          {notification.errorCode ? (
            <p className="mt-1 font-mono text-xs text-secondary" data-testid="notification-error-code">
              {labels.errorCode} {notification.errorCode}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={copy}
          className="rounded px-1.5 text-xs text-secondary hover:text-primary focus-visible:outline-2"
          aria-label={copied ? labels.copied : labels.copy}
        >
          {copied ? labels.copied : labels.copy}
        </button>
        <button
          type="button"
          onClick={() => notificationStore.dismiss(notification.id)}
          className="rounded px-1.5 text-secondary hover:text-primary focus-visible:outline-2"
          aria-label={labels.dismiss}
        >
          ×
        </button>
      </div>
    </div>
  );
}
