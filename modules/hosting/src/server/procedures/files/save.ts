import { actorOf } from "@hopper/core/auth";

import { saveTextFile } from "../../services/files/files";
import { sessionProcedure } from "../session-procedure";
import { saveInput } from "./inputs";

/** Saves the editor's text (creating the file when new). */
export const save = sessionProcedure
  .input(saveInput)
  .mutation(({ ctx, input }) => saveTextFile(ctx.db, actorOf(ctx.viewer), input.id, input.path, input.content));
