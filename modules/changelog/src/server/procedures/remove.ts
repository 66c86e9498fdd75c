import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { removeEntry } from "../services/remove";
import { idInput } from "./inputs";

/** Deletes an entry (admins; the page has asked for confirmation). */
export const remove = adminProcedure
  .input(idInput)
  .mutation(async ({ ctx, input }) => removeEntry(ctx.db, actorOf(ctx.viewer), input.id));
