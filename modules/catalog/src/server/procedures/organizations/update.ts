import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateOrganization } from "../../services/organizations/organizations";
import { organizationRef } from "../inputs";
import { nameInput, organizationDescriptionInput, slugInput } from "../input-limits";

export const updateOrganizationInput = organizationRef.extend({
  name: nameInput(),
  slug: slugInput(),
  description: organizationDescriptionInput(),
});

/** Edits name, URL and description (EDIT_DETAILS); answers the slug, which may have changed. */
export const update = scopedProcedure("ORGANIZATION_WRITE")
  .input(updateOrganizationInput)
  .mutation(async ({ ctx, input }) => {
    const { organizationId, ...patch } = input;
    const organization = await updateOrganization(ctx.db, actorOf(ctx.viewer), organizationId, patch);
    return { id: organization.id, slug: organization.slug };
  });
