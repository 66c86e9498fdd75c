import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { followProject } from "../../services/projects/project-follow";
import { projectRef } from "../inputs";

export const followInput = projectRef.extend({ follow: z.boolean() });

/** Follows or unfollows a project the viewer may see; answers the new state and follower count. */
export const follow = scopedProcedure("USER_WRITE")
  .input(followInput)
  .mutation(async ({ ctx, input }) => {
    const { following, followers } = await followProject(ctx.db, actorOf(ctx.viewer), input.projectId, input.follow);
    return { following, followers };
  });
