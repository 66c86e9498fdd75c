import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteOrganization, getOrganization } from "../../services/organizations/organizations";
import { organizationRef } from "../inputs";
import { confirmInput } from "../input-limits";

export const CONFIRM_ORGANIZATION_SLUG = "Type the organization's URL slug to confirm deletion.";

/** Deletes an organization (DELETE_ORGANIZATION) once its slug is typed; its projects keep their teams. */
export const remove = scopedProcedure("ORGANIZATION_DELETE")
  .input(organizationRef.extend({ confirm: confirmInput() }))
  .mutation(async ({ ctx, input }) => {
    const organization = await getOrganization(ctx.db, input.organizationId);
    if (input.confirm !== organization.slug) {
      throw new AppError("invalid_input", CONFIRM_ORGANIZATION_SLUG, { confirm: CONFIRM_ORGANIZATION_SLUG });
    }
    await deleteOrganization(ctx.db, actorOf(ctx.viewer), organization.id);
    return { id: organization.id };
  });
