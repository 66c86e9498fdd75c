import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { revenuePools } from "../../services/revenue/pool";

/** Every month's pool with what its split days distributed (/admin/revenue; admins). */
export const pools = adminProcedure.query(async ({ ctx }) => revenuePools(ctx.db, actorOf(ctx.viewer)));
