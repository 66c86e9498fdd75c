import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { createOrganization } from "../../services/organizations/organizations";
import { nameInput, organizationDescriptionInput, slugInput } from "../input-limits";

export const createOrganizationInput = z.object({
  name: nameInput(),
  slug: slugInput(),
  description: organizationDescriptionInput(),
});

/** Creates an organization owned by the viewer; answers its slug. */
export const create = scopedProcedure("ORGANIZATION_CREATE")
  .input(createOrganizationInput)
  .mutation(async ({ ctx, input }) => {
    const organization = await createOrganization(ctx.db, actorOf(ctx.viewer), input);
    return { id: organization.id, slug: organization.slug };
  });
