import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { notificationPage } from "../caller";
import { NotificationList } from "../components/notification-list";
import { cursorOf, NotificationsFrame } from "../components/notifications-frame";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("page.historyTitle") };
}

const PAGE_SIZE = 20;

/** /dashboard/notifications/history: all of the viewer's notifications, read ones too, newest first. */
export default async function NotificationHistoryPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [page, t] = await Promise.all([
    notificationPage({ limit: PAGE_SIZE, cursor: cursorOf(query) }),
    getT(messages),
  ]);
  return (
    <NotificationsFrame
      heading={t("page.historyHeading")}
      menu={host.menus.dashboard}
      active="/dashboard/notifications/history"
      query={query}
      nextCursor={page.nextCursor}
      controls={
        <a className="text-sm underline" href="/dashboard/notifications">
          {t("page.backToUnread")}
        </a>
      }
    >
      {page.notifications.length > 0 ? (
        <NotificationList notifications={page.notifications} names={page.names} back="history" />
      ) : (
        <p className="text-secondary" data-testid="notifications-empty">
          {t("page.historyEmpty")}
        </p>
      )}
    </NotificationsFrame>
  );
}
