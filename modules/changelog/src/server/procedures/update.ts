import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { updateEntry } from "../services/update";
import { updateInput } from "./inputs";

/** Edits an entry's product, time, version label and body (admins). */
export const update = adminProcedure
  .input(updateInput)
  .mutation(async ({ ctx, input: { id, ...fields } }) => updateEntry(ctx.db, actorOf(ctx.viewer), id, fields));
