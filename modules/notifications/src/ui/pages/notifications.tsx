import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { markAllReadAction } from "../actions/notification-actions";
import { notificationPage } from "../caller";
import { NotificationList } from "../components/notification-list";
import { cursorOf, NotificationsFrame } from "../components/notifications-frame";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("page.title") };
}

const PAGE_SIZE = 20;

/** /dashboard/notifications: the viewer's unread notifications, newest first, a page at a time. */
export default async function NotificationsPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [page, t] = await Promise.all([
    notificationPage({ read: false, limit: PAGE_SIZE, cursor: cursorOf(query) }),
    getT(messages),
  ]);
  return (
    <NotificationsFrame
      heading={t("page.heading")}
      menu={host.menus.dashboard}
      active="/dashboard/notifications"
      query={query}
      nextCursor={page.nextCursor}
      controls={
        <>
          {page.notifications.length > 0 ? (
            <form action={markAllReadAction}>
              <Button type="submit" variant="secondary" size="sm">
                {t("page.markAllRead")}
              </Button>
            </form>
          ) : null}
          <a className="text-sm underline" href="/dashboard/notifications/history">
            {t("page.viewHistory")}
          </a>
        </>
      }
    >
      {page.notifications.length > 0 ? (
        <NotificationList notifications={page.notifications} names={page.names} back="unread" />
      ) : (
        <p className="text-secondary" data-testid="notifications-empty">
          {t("page.empty")}
        </p>
      )}
    </NotificationsFrame>
  );
}
