import { router } from "@hopper/core/trpc";

import { acceptInvite } from "./procedures/accept-invite";
import { declineInvite } from "./procedures/decline-invite";
import { deleteNotification } from "./procedures/delete";
import { feedCreate } from "./procedures/feed-create";
import { feedGet } from "./procedures/feed-get";
import { feedRevoke } from "./procedures/feed-revoke";
import { list } from "./procedures/list";
import { markAllRead } from "./procedures/mark-all-read";
import { markRead } from "./procedures/mark-read";
import { getPreferences } from "./procedures/preferences/get";
import { setDelivery } from "./procedures/preferences/set-delivery";
import { unreadCount } from "./procedures/unread-count";

/** The notifications module's API for its pages (`notifications.*` under /api/trpc); /v2 stays the public REST. */
export const notificationsRouter = router({
  unreadCount,
  list,
  markRead,
  markAllRead,
  delete: deleteNotification,
  acceptInvite,
  declineInvite,
  // The private Atom feed of followed projects' new versions (its secret address): notifications.feed.*
  feed: router({ get: feedGet, create: feedCreate, revoke: feedRevoke }),
  // How followed projects' news reaches the viewer (site only, daily or weekly digest): notifications.preferences.*
  preferences: router({ get: getPreferences, setDelivery }),
});

export type NotificationsRouter = typeof notificationsRouter;

export default notificationsRouter;
