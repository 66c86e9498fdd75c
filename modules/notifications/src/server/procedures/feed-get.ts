import { scopedProcedure } from "@hopper/core/trpc";

import { privateFeedUrl } from "../services/feed-address";
import { feedTokenOf } from "../services/feed-token";

/** The signed-in viewer's private Atom feed address, or null when it is off. Only ever the viewer's own. */
export const feedGet = scopedProcedure("NOTIFICATION_READ").query(async ({ ctx }) => ({
  url: privateFeedUrl(await feedTokenOf(ctx.db, ctx.viewer.user.id)),
}));
