import { scopedProcedure } from "@hopper/core/trpc";

import { privateFeedUrl } from "../services/feed-address";
import { createFeedToken } from "../services/feed-token";

/** Turns the viewer's private feed on with a new address; an old address stops working (revoke and new). */
export const feedCreate = scopedProcedure("NOTIFICATION_WRITE").mutation(async ({ ctx }) => ({
  url: privateFeedUrl(await createFeedToken(ctx.db, ctx.viewer.user.id)),
}));
