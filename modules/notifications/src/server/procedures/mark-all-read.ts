import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { markAllNotificationsRead } from "../services/mark-read";

/** Marks every unread notification of the viewer read; answers how many were. */
export const markAllRead = scopedProcedure("NOTIFICATION_WRITE").mutation(({ ctx }) =>
  markAllNotificationsRead(ctx.db, actorOf(ctx.viewer)),
);
