import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { unreadCount as countUnread } from "../services/unread-count";

/** The header bell's number for the signed-in viewer; 0 for visitors. */
export const unreadCount = scopedProcedure("NOTIFICATION_READ").query(({ ctx }) => {
  const actor = actorOf(ctx.viewer);
  return actor ? countUnread(ctx.db, actor.userId) : 0;
});
