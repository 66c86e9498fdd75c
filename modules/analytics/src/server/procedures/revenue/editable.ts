import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { editableMonetizations } from "../../services/revenue/monetization";

/** The projects whose monetization the viewer may switch, with their status (/dashboard/revenue). */
export const editable = authedProcedure.query(async ({ ctx }) => editableMonetizations(ctx.db, actorOf(ctx.viewer)));
