import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { addProjectToOrganization } from "../../services/organizations/organization-projects";
import { organizationRef, projectRef } from "../inputs";

/** Moves a project into an organization (the project's owner, with ADD_PROJECT in the organization). */
export const addProject = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef.merge(projectRef))
  .mutation(async ({ ctx, input }) => {
    await addProjectToOrganization(ctx.db, actorOf(ctx.viewer), input.organizationId, input.projectId);
    return { organizationId: input.organizationId, projectId: input.projectId };
  });
