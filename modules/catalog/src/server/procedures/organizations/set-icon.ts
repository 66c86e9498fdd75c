import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { setOrganizationIcon } from "../../services/organizations/organizations";
import { imageBytes, organizationRef } from "../inputs";

/** Replaces the organization's icon (EDIT_DETAILS), or removes it when `bytes` is null. */
export const setIcon = scopedProcedure("ORGANIZATION_WRITE")
  .input(organizationRef.extend({ bytes: imageBytes.nullable() }))
  .mutation(async ({ ctx, input }) => {
    const organization = await setOrganizationIcon(ctx.db, actorOf(ctx.viewer), input.organizationId, input.bytes);
    return { id: organization.id, slug: organization.slug };
  });
