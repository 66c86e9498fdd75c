import type { SlotProps } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";

import { notificationsCaller } from "../caller";
import { messages } from "../messages";

/**
 * The header bell (slot `header.actions`): a link to /dashboard/notifications with the unread count, rendered
 * on the server so it reads without script. Its accessible name carries the count; visitors get nothing.
 */
export default async function NotificationBell({ viewer }: SlotProps["header.actions"]) {
  if (!viewer) return null;
  const [count, t] = await Promise.all([(await notificationsCaller()).unreadCount(), getT(messages)]);
  return (
    <a
      href="/dashboard/notifications"
      aria-label={t("bell.label", { count })}
      title={t("bell.label", { count })}
      data-testid="notification-bell"
      data-unread={count}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-secondary hover:text-primary"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold text-on-brand"
        >
          {count > 99 ? t("bell.more") : count}
        </span>
      ) : null}
    </a>
  );
}
