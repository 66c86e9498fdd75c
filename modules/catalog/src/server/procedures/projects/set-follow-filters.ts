import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { FOLLOW_GAME_VERSIONS_MAX, FOLLOW_LOADERS_MAX, setFollowFilters } from "../../services/projects/follow-filters";
import { tagInput } from "../input-limits";
import { projectRef } from "../inputs";

// The caps here only bound the request; the service refuses over-long lists with its own catalogue message.
export const setFollowFiltersInput = projectRef.extend({
  loaders: z
    .array(tagInput("A loader"))
    .max(FOLLOW_LOADERS_MAX * 4)
    .optional(),
  gameVersions: z
    .array(tagInput("A game version"))
    .max(FOLLOW_GAME_VERSIONS_MAX * 4)
    .optional(),
});

/** Limits the viewer's own follow to some loaders / game versions (empty lists: every new version). */
export const setFollowFiltersProcedure = scopedProcedure("USER_WRITE")
  .input(setFollowFiltersInput)
  .mutation(({ ctx, input }) =>
    setFollowFilters(ctx.db, actorOf(ctx.viewer), input.projectId, {
      loaders: input.loaders,
      gameVersions: input.gameVersions,
    }),
  );
