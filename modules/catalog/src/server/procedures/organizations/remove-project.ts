import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeProjectFromOrganization } from "../../services/organizations/organization-projects";
import { organizationRef, projectRef } from "../inputs";

/** Takes a project out of an organization (REMOVE_PROJECT, or the project's owner). */
export const removeProject = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef.merge(projectRef))
  .mutation(async ({ ctx, input }) => {
    await removeProjectFromOrganization(ctx.db, actorOf(ctx.viewer), input.organizationId, input.projectId);
    return { organizationId: input.organizationId, projectId: input.projectId };
  });
