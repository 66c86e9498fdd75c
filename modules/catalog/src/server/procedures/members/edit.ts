import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { permissionBits } from "../../services/permissions";
import { editMember } from "../../services/teams/teams";
import { memberRef, permissionNames, projectRef } from "../inputs";
import { roleInput } from "../input-limits";

export const editInput = projectRef.merge(memberRef).extend({ role: roleInput(), permissions: permissionNames });

/** Changes a member's role and flags (EDIT_MEMBER; only flags the editor holds; the owner's are fixed). */
export const edit = scopedProcedure("PROJECT_WRITE")
  .input(editInput)
  .mutation(async ({ ctx, input }) => {
    const row = await editMember(ctx.db, actorOf(ctx.viewer), input.projectId, input.userId, {
      role: input.role,
      permissions: permissionBits(input.permissions),
    });
    return { userId: row.userId, role: row.role };
  });
