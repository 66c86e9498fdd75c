import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { transferOrganizationOwnership } from "../../services/organizations/organization-members";
import { memberRef, organizationRef } from "../inputs";

/** Makes another accepted member the organization's owner (the owner or an admin only). */
export const transferOwnership = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef.merge(memberRef))
  .mutation(async ({ ctx, input }) => {
    // Demote and promote together, or neither.
    await ctx.db.$transaction((tx) =>
      transferOrganizationOwnership(tx, actorOf(ctx.viewer), input.organizationId, input.userId),
    );
    return { userId: input.userId };
  });
