import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { declineOrganizationInvitation } from "../../services/organizations/organization-members";
import { organizationRef } from "../inputs";

/** The invitee turns the invitation down; their row is removed. */
export const declineInvitation = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef)
  .mutation(async ({ ctx, input }) => {
    await declineOrganizationInvitation(ctx.db, actorOf(ctx.viewer), input.organizationId);
    return { organizationId: input.organizationId };
  });
