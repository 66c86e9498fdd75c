import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { permissionNames } from "../../services/permissions";
import { settingsTeam } from "../../services/teams/settings-team";
import { projectRef } from "../inputs";

/** The team as its Members settings show it (who may read it: `settingsTeam`). */
export const list = publicProcedure.input(projectRef).query(async ({ ctx, input }) => {
  const members = await settingsTeam(ctx.db, actorOf(ctx.viewer), input.projectId);
  return members.map((member) => ({
    id: member.id,
    userId: member.userId,
    username: member.user.username,
    role: member.role,
    isOwner: member.isOwner,
    accepted: member.accepted,
    permissions: permissionNames(member.permissions),
  }));
});
