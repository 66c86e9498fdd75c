import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { getFollowFilters } from "../../services/projects/follow-filters";
import { projectRef } from "../inputs";

/** Whether the viewer follows the project, and the loaders / game versions their follow is limited to. */
export const followFilters = scopedProcedure("USER_READ")
  .input(projectRef)
  .query(({ ctx, input }) => getFollowFilters(ctx.db, actorOf(ctx.viewer), input.projectId));
