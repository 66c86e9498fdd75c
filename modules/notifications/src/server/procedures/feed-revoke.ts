import { scopedProcedure } from "@hopper/core/trpc";

import { revokeFeedToken } from "../services/feed-token";

/** Turns the viewer's private feed off: its address answers 404 from now on. */
export const feedRevoke = scopedProcedure("NOTIFICATION_WRITE").mutation(async ({ ctx }) => {
  await revokeFeedToken(ctx.db, ctx.viewer.user.id);
  return { url: null };
});
