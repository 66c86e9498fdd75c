import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { listOrganizationMembers } from "../../services/organizations/organization-members";
import { organizationPermissionNames } from "../../services/organizations/organization-permissions";
import { permissionNames } from "../../services/permissions";
import { organizationRef } from "../inputs";

/**
 * An organization's members with their roles and flags by name; pending invitations and the flags only for its
 * members and staff (organizations are public, so anyone may read who the accepted members are, as over REST).
 */
export const listMembers = publicProcedure.input(organizationRef).query(async ({ ctx, input }) => {
  const { members, insider } = await listOrganizationMembers(ctx.db, actorOf(ctx.viewer), input.organizationId);
  return members.map((member) => ({
    id: member.id,
    userId: member.userId,
    username: member.user.username,
    role: member.role,
    isOwner: member.isOwner,
    accepted: member.accepted,
    permissions: insider ? permissionNames(member.permissions) : [],
    organizationPermissions: insider ? organizationPermissionNames(member.organizationPermissions ?? 0n) : [],
  }));
});
