import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { editOrganizationMember } from "../../services/organizations/organization-members";
import { organizationPermissionBits } from "../../services/organizations/organization-permissions";
import { permissionBits } from "../../services/permissions";
import { memberRef, organizationRef, permissionNames } from "../inputs";
import { roleInput } from "../input-limits";

export const editOrganizationMemberInput = organizationRef.merge(memberRef).extend({
  role: roleInput(),
  permissions: permissionNames,
  organizationPermissions: permissionNames,
});

/** Changes a member's role and flags (EDIT_MEMBER; only flags the editor may hand out). */
export const editMember = scopedProcedure("ORGANIZATION_WRITE")
  .input(editOrganizationMemberInput)
  .mutation(async ({ ctx, input }) => {
    const row = await editOrganizationMember(ctx.db, actorOf(ctx.viewer), input.organizationId, input.userId, {
      role: input.role,
      permissions: permissionBits(input.permissions),
      organizationPermissions: organizationPermissionBits(input.organizationPermissions),
    });
    return { userId: row.userId, role: row.role };
  });
