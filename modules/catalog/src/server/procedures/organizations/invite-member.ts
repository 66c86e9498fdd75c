import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { inviteOrganizationMember } from "../../services/organizations/organization-members";
import { organizationPermissionBits } from "../../services/organizations/organization-permissions";
import { permissionBits } from "../../services/permissions";
import { userIdByUsername } from "../../services/teams/team-listing";
import { organizationRef, permissionNames } from "../inputs";
import { refText, roleInput } from "../input-limits";

export const inviteOrganizationMemberInput = organizationRef.extend({
  username: refText("The username").trim().min(1, "Enter a username."),
  role: roleInput().default("Member"),
  permissions: permissionNames.default([]),
  organizationPermissions: permissionNames.default([]),
});

/** Invites a user by username (MANAGE_INVITES; only flags the inviter may hand out). */
export const inviteMember = scopedProcedure("ORGANIZATION_WRITE")
  .input(inviteOrganizationMemberInput)
  .mutation(async ({ ctx, input }) => {
    const userId = await userIdByUsername(ctx.db, input.username);
    const row = await inviteOrganizationMember(ctx.db, actorOf(ctx.viewer), input.organizationId, {
      userId,
      role: input.role || "Member",
      permissions: permissionBits(input.permissions),
      organizationPermissions: organizationPermissionBits(input.organizationPermissions),
    });
    return { userId: row.userId, role: row.role };
  });
