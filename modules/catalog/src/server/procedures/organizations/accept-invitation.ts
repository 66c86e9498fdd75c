import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { acceptOrganizationInvitation } from "../../services/organizations/organization-members";
import { organizationRef } from "../inputs";

/** The invitee joins the organization; nobody else can answer their invitation. */
export const acceptInvitation = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef)
  .mutation(async ({ ctx, input }) => {
    await acceptOrganizationInvitation(ctx.db, actorOf(ctx.viewer), input.organizationId);
    return { organizationId: input.organizationId };
  });
