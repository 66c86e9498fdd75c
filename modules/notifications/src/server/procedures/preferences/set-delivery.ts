import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { DELIVERIES } from "../../services/delivery";
import { setDelivery as saveDelivery } from "../../services/preferences";

export const setDeliveryInput = z.object({ delivery: z.enum(DELIVERIES) });

/** Sets how the viewer gets followed projects' news: on the site only, or also a daily or weekly email digest. */
export const setDelivery = scopedProcedure("NOTIFICATION_WRITE")
  .input(setDeliveryInput)
  .mutation(({ ctx, input }) => saveDelivery(ctx.db, actorOf(ctx.viewer).userId, input.delivery));
