import { actorOf } from "@hopper/core/auth";

import { renameFile } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { renameInput } from "./inputs";

/** Renames or moves (a `to` in another folder) a file or folder. */
export const rename = sessionProcedure
  .input(renameInput)
  .mutation(({ ctx, input }) => renameFile(ctx.db, actorOf(ctx.viewer), input.id, input.from, input.to));
