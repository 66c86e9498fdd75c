import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { permissionBits } from "../../services/permissions";
import { inviteMember } from "../../services/teams/teams";
import { userIdByUsername } from "../../services/teams/team-listing";
import { permissionNames, projectRef } from "../inputs";
import { refText, roleInput } from "../input-limits";

export const inviteInput = projectRef.extend({
  username: refText("The username").trim().min(1, "Enter a username."),
  role: roleInput().default("Member"),
  permissions: permissionNames.default([]),
});

/** Invites a user by username (MANAGE_INVITES; only flags the inviter holds). */
export const invite = scopedProcedure("PROJECT_WRITE")
  .input(inviteInput)
  .mutation(async ({ ctx, input }) => {
    const userId = await userIdByUsername(ctx.db, input.username);
    const row = await inviteMember(ctx.db, actorOf(ctx.viewer), input.projectId, {
      userId,
      role: input.role || "Member",
      permissions: permissionBits(input.permissions),
    });
    return { userId: row.userId, role: row.role };
  });
