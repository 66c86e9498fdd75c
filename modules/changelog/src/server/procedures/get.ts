import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { getEntry } from "../services/admin-entries";
import { idInput } from "./inputs";

/** One entry, scheduled or published, for the edit form (admins). */
export const get = adminProcedure
  .input(idInput)
  .query(async ({ ctx, input }) => getEntry(ctx.db, actorOf(ctx.viewer), input.id));
