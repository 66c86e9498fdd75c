import { actorOf } from "@hopper/core/auth";

import { renameServer } from "../../services/options/server-options";

import { sessionProcedure } from "../session-procedure";
import { renameInput } from "./inputs";

/** Renames the server (at most 64 characters). */
export const rename = sessionProcedure
  .input(renameInput)
  .mutation(({ ctx, input }) => renameServer(ctx.db, actorOf(ctx.viewer), input.id, input.name));
