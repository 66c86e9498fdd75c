import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { getDeliveryPreference } from "../../services/preferences";

/** The viewer's own delivery preference (site, daily or weekly); never anyone else's. */
export const getPreferences = scopedProcedure("NOTIFICATION_READ").query(({ ctx }) =>
  getDeliveryPreference(ctx.db, actorOf(ctx.viewer).userId),
);
