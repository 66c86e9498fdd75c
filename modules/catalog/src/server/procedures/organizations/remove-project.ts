import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeProjectFromOrganization } from "../../services/organizations/organization-projects";
import { organizationRef, projectRef } from "../inputs";
import { refText } from "../input-limits";

export const removeProjectInput = organizationRef.merge(projectRef).extend({
  /** The organization member who owns the project once it leaves; none keeps its owner. */
  newOwnerId: refText("The new owner").optional(),
});

/** Takes a project out of an organization (REMOVE_PROJECT, or the project's owner), optionally to a new owner. */
export const removeProject = scopedProcedure("ORGANIZATION_WRITE")
  .input(removeProjectInput)
  .mutation(async ({ ctx, input }) => {
    const actor = actorOf(ctx.viewer);
    await ctx.db.$transaction((tx) =>
      removeProjectFromOrganization(tx, actor, input.organizationId, input.projectId, input.newOwnerId),
    );
    return { organizationId: input.organizationId, projectId: input.projectId };
  });
