import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteNotification as deleteOne } from "../services/delete";
import { notificationIdInput } from "./mark-read";

/** Deletes one of the viewer's notifications; someone else's is not found. */
export const deleteNotification = scopedProcedure("NOTIFICATION_WRITE")
  .input(notificationIdInput)
  .mutation(({ ctx, input }) => deleteOne(ctx.db, actorOf(ctx.viewer), input.id));
