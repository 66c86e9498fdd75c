import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { createEntry } from "../services/create";
import { entryFields } from "./inputs";

/** Writes an entry; a future publishedAt schedules it (admins only: services/access.ts says why). */
export const create = adminProcedure
  .input(entryFields)
  .mutation(async ({ ctx, input }) => createEntry(ctx.db, actorOf(ctx.viewer), input));
