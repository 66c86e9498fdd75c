import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { createOrganization } from "../../services/organizations/organizations";

export const createOrganizationInput = z.object({ name: z.string(), slug: z.string(), description: z.string() });

/** Creates an organization owned by the viewer; answers its slug. */
export const create = scopedProcedure("ORGANIZATION_CREATE")
  .input(createOrganizationInput)
  .mutation(async ({ ctx, input }) => {
    const organization = await createOrganization(ctx.db, actorOf(ctx.viewer), input);
    return { id: organization.id, slug: organization.slug };
  });
