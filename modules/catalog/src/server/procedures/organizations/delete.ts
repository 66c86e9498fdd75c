import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteOrganization, getOrganization } from "../../services/organizations/organizations";
import { problem, refusal } from "../../services/refusals";
import { organizationRef } from "../inputs";
import { confirmInput } from "../input-limits";

const confirmSlug = problem("organizations.confirmSlug");
export const CONFIRM_ORGANIZATION_SLUG = confirmSlug.text;

/** Deletes an organization (DELETE_ORGANIZATION) once its slug is typed; its projects keep their teams. */
export const remove = scopedProcedure("ORGANIZATION_DELETE")
  .input(organizationRef.extend({ confirm: confirmInput() }))
  .mutation(async ({ ctx, input }) => {
    const organization = await getOrganization(ctx.db, input.organizationId);
    if (input.confirm !== organization.slug) {
      throw refusal("invalid_input", confirmSlug, "confirm");
    }
    await deleteOrganization(ctx.db, actorOf(ctx.viewer), organization.id);
    return { id: organization.id };
  });
