import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeOrganizationMember } from "../../services/organizations/organization-members";
import { memberRef, organizationRef } from "../inputs";

/** Removes a member or withdraws an invitation (REMOVE_MEMBER / MANAGE_INVITES); anyone may leave. */
export const removeMember = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef.merge(memberRef))
  .mutation(async ({ ctx, input }) => {
    await removeOrganizationMember(ctx.db, actorOf(ctx.viewer), input.organizationId, input.userId);
    return { userId: input.userId };
  });
