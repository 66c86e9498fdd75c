"use client";

import { useEffect, useState } from "react";

import { useT } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";
import { toastStore } from "./toast";
import { toastCopyText } from "./toast-store";
import type { Toast } from "./toast-store";

export const COPY_CONFIRMATION_MS = 2_000;

export interface ToastLabels {
  region: string;
  dismiss: string;
  copy: string;
  copied: string;
  errorCode: string;
}

const KIND_STYLES: Record<Toast["type"], string> = {
  error: "border-l-danger",
  warning: "border-l-warning",
  success: "border-l-success",
  info: "border-l-brand",
};

export function ToastCard({ toast, labels }: { toast: Toast; labels: ToastLabels }) {
  const [copied, setCopied] = useState(false);
  const t = useT(shellMessages);

  useEffect(() => {
    if (!copied) return;
    const handle = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(handle);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(toastCopyText(toast));
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
    }
  };

  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      data-type={toast.type}
      className={`pointer-events-auto rounded-lg border border-l-4 border-divider bg-raised p-3 shadow-lg ${KIND_STYLES[toast.type]}`}
      onMouseEnter={() => toastStore.pause(toast.id)}
      onMouseLeave={() => toastStore.resume(toast.id)}
      onFocus={() => toastStore.pause(toast.id)}
      onBlur={() => toastStore.resume(toast.id)}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {toast.title ? (
            <p className="font-semibold">
              {toast.title}
              {toast.count > 1 ? (
                <span className="ml-2 rounded bg-divider px-1.5 text-xs" data-testid="toast-count">
                  {t("toasts.count", { count: String(toast.count) })}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="text-sm break-words">
            {toast.text}
            {!toast.title && toast.count > 1 ? (
              <span className="ml-2 rounded bg-divider px-1.5 text-xs" data-testid="toast-count">
                {t("toasts.count", { count: String(toast.count) })}
              </span>
            ) : null}
          </p>
          {toast.errorCode ? (
            <p className="mt-1 font-mono text-xs text-secondary" data-testid="toast-error-code">
              {labels.errorCode} {toast.errorCode}
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
          onClick={() => toastStore.dismiss(toast.id)}
          className="rounded px-1.5 text-secondary hover:text-primary focus-visible:outline-2"
          aria-label={labels.dismiss}
        >
          ×
        </button>
      </div>
    </div>
  );
}
