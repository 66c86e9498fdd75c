import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { listAllEntries } from "../services/admin-entries";
import { adminListInput } from "./inputs";

/** Every entry, scheduled ones included and marked, newest first, paginated (/admin/changelog; admins). */
export const adminList = adminProcedure
  .input(adminListInput)
  .query(async ({ ctx, input }) => listAllEntries(ctx.db, actorOf(ctx.viewer), { page: input.page }));
