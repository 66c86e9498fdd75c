import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

import { markNotificationRead } from "../services/mark-read";

export const notificationIdInput = z.object({ id: refText("The notification") });

/** Marks one of the viewer's notifications read; someone else's is not found. */
export const markRead = scopedProcedure("NOTIFICATION_WRITE")
  .input(notificationIdInput)
  .mutation(({ ctx, input }) => markNotificationRead(ctx.db, actorOf(ctx.viewer), input.id));
