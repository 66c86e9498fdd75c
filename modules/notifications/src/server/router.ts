import { router } from "@hopper/core/trpc";

import { acceptInvite } from "./procedures/accept-invite";
import { declineInvite } from "./procedures/decline-invite";
import { unreadCount } from "./procedures/unread-count";

/** The notifications module's API for its pages (`notifications.*` under /api/trpc); /v2 stays the public REST. */
export const notificationsRouter = router({ unreadCount, acceptInvite, declineInvite });

export type NotificationsRouter = typeof notificationsRouter;

export default notificationsRouter;
