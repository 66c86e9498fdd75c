import { actorOf } from "@hopper/core/auth";

import { deleteFiles } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { pathsInput } from "./inputs";

/** Deletes the selected files and folders (the page asks for confirmation first). */
export const remove = sessionProcedure
  .input(pathsInput)
  .mutation(({ ctx, input }) => deleteFiles(ctx.db, actorOf(ctx.viewer), input.id, input.paths));
