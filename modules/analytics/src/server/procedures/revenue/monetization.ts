import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { monetizationView } from "../../services/revenue/monetization";
import { projectInput } from "./inputs";

/** A project's monetization status and the statuses the viewer may choose (staff, members with EDIT_DETAILS). */
export const monetization = authedProcedure
  .input(projectInput)
  .query(async ({ ctx, input }) => monetizationView(ctx.db, actorOf(ctx.viewer), input.project));
